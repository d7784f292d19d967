import type { OrderAnswer } from '@mise/contracts';
import {
  DataTable,
  DateField,
  DateInput,
  List,
  NumberInput,
  SearchInput,
  TextInput,
} from 'react-admin';
import { joinPresent } from '../shared/joinPresent';
import { formatCents } from '../shared/money';
import { StatusTabs } from './StatusTabs';

const Column = DataTable.Col<OrderAnswer & { id: string }>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Order number, e-mail or name" />,
  <DateInput key="from" source="from" label="Delivery from" />,
  <DateInput key="to" source="to" label="Delivery to" />,
  <TextInput key="cityId" source="cityId" label="City (id, e.g. toronto)" />,
  <TextInput key="userId" source="userId" label="Customer id" />,
  <NumberInput key="minTotal" source="minTotal" label="Total from (cents)" min={0} />,
  <NumberInput key="maxTotal" source="maxTotal" label="Total to (cents)" min={0} />,
];

/** Every order, newest first, by status tab; a row opens the order. */
export const OrderList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} filters={filters}>
    <StatusTabs />
    <DataTable bulkActionButtons={false} rowClick="show">
      <Column source="number" label="Order" disableSort sx={{ whiteSpace: 'nowrap' }} />
      <Column source="createdAt" label="Placed">
        <DateField source="createdAt" showTime />
      </Column>
      <Column
        label="Customer"
        disableSort
        render={(order) =>
          joinPresent([
            `${order.deliveryAddress.firstName} ${order.deliveryAddress.lastName}`,
            order.deliveryAddress.email,
          ])
        }
      />
      <Column
        source="slotStart"
        label="Delivery"
        render={(order) =>
          `${order.delivery.date} ${order.delivery.label} · ${order.delivery.cityId}`
        }
      />
      <Column source="statusLabel" label="Status" disableSort />
      <Column
        source="total"
        label="Total"
        align="right"
        render={(order) => formatCents(order.cost.totalPrice)}
      />
    </DataTable>
  </List>
);
