import { adminOrderCountsAnswer, type OrderStatus, orderStatusLabels } from '@mise/contracts';
import { Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import { listQuery } from '../api/dataProvider';
import { parseAnswer } from '../api/parseAnswer';
import { requestJson } from '../api/requestJson';

/** The tabs, in the order an order lives through them. */
const tabs: readonly (OrderStatus | 'ALL')[] = [
  'ALL',
  'PENDING_PAYMENT',
  'PENDING_DELIVERY',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
  'PAYMENT_FAILED',
];

/** One tab per status with how many orders match the other filters. */
export function StatusTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { status, ...others } = filterValues as { status?: OrderStatus };
  const counts = useQuery({
    queryKey: ['orders', 'counts', others],
    queryFn: async () => {
      const { json } = await requestJson(
        `/api/admin/orders/counts?${listQuery({ filter: others })}`,
      );
      return parseAnswer(adminOrderCountsAnswer, json);
    },
  });
  const countOf = (tab: OrderStatus | 'ALL') => {
    if (!counts.data) return '';
    return ` (${tab === 'ALL' ? counts.data.total : counts.data.data[tab]})`;
  };
  return (
    <Tabs
      value={status ?? 'ALL'}
      onChange={(_event, tab: OrderStatus | 'ALL') =>
        setFilters(tab === 'ALL' ? others : { ...others, status: tab }, displayedFilters)
      }
      variant="scrollable"
      scrollButtons="auto"
      aria-label="Orders by status"
    >
      {tabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={`${tab === 'ALL' ? 'All' : orderStatusLabels[tab]}${countOf(tab)}`}
        />
      ))}
    </Tabs>
  );
}
