import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import {
  Alert,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { fetchReadiness, type Readiness } from './readiness';
import { type CheckLine, describeReadiness, type ReadinessOutcome } from './readinessDisplay';

// Often enough to notice an outage while the dashboard is open, rarely enough to cost nothing.
const pollEveryMs = 30_000;

// A failed refetch wins over older data: a stale "OK" while the server is down would mislead.
const toOutcome = (query: UseQueryResult<Readiness>): ReadinessOutcome => {
  if (query.isError) return { state: 'failed', error: query.error };
  if (query.data) return { state: 'answered', readiness: query.data };
  return { state: 'pending' };
};

const CheckRow = ({ line }: { line: CheckLine }) => (
  <ListItem
    disableGutters
    secondaryAction={
      <Chip
        size="small"
        variant="outlined"
        color={line.ok ? 'success' : 'error'}
        icon={line.ok ? <CheckCircleIcon /> : <ErrorIcon />}
        label={line.verdict}
      />
    }
  >
    <ListItemText primary={line.label} secondary={line.detail} />
  </ListItem>
);

const titleId = 'system-status-title';

/** On its own page the card's title is the page's main heading; on the dashboard it is not. */
export const SystemStatus = ({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) => {
  const query = useQuery({
    queryKey: ['readyz'],
    queryFn: fetchReadiness,
    retry: false,
    refetchInterval: pollEveryMs,
  });
  const display = describeReadiness(toOutcome(query));

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent aria-live="polite" aria-busy={display.kind === 'loading'}>
        <Typography id={titleId} variant="h6" component={headingLevel} gutterBottom>
          System status
        </Typography>
        {display.kind === 'loading' && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{display.message}</Typography>
          </Stack>
        )}
        {display.kind === 'error' && <Alert severity="error">{display.message}</Alert>}
        {display.kind === 'report' && (
          <>
            <Typography color="text.secondary">{display.summary}</Typography>
            <List dense>
              {display.lines.map((line) => (
                <CheckRow key={line.key} line={line} />
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
};
