import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { SystemStatus } from './SystemStatus';

/** The status card on a page of its own, so it can be bookmarked or linked to in an incident. */
export const StatusPage = () => (
  <Box sx={{ mt: 2, maxWidth: 640 }}>
    <Title title="System status" />
    <SystemStatus headingLevel="h1" />
  </Box>
);
