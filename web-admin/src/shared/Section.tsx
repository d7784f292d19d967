import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of a record's page: the customer, the lines bought, the staff actions. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
