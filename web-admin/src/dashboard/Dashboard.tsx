import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { SystemStatus } from './SystemStatus';
import { Welcome } from './Welcome';

export const Dashboard = () => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      mt: 2,
      gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
      alignItems: 'start',
    }}
  >
    <Title title="Dashboard" />
    <Welcome />
    <SystemStatus />
  </Box>
);
