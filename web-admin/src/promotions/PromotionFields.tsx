import {
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  TextInput,
} from 'react-admin';

/** The fields of a code, for creating and editing: one kind of discount at a time. */
export const PromotionFields = ({ withCode }: { withCode: boolean }) => (
  <>
    {withCode && (
      <TextInput
        source="code"
        label="Code"
        helperText="Letters, digits, - and _; shoppers type it in any case."
        required
      />
    )}
    <RadioButtonGroupInput
      source="kind"
      label="Discount"
      choices={[
        { id: 'percent', name: 'A percentage' },
        { id: 'amount', name: 'An amount' },
      ]}
    />
    <FormDataConsumer>
      {({ formData }) =>
        formData.kind === 'percent' ? (
          <NumberInput source="percentOff" label="Percent off" min={1} max={100} required />
        ) : (
          <NumberInput
            source="amountOffDollars"
            label="Dollars off"
            min={0.01}
            step={0.01}
            required
          />
        )
      }
    </FormDataConsumer>
    <NumberInput
      source="minSubtotalDollars"
      label="Minimum subtotal in dollars"
      min={0}
      step={0.01}
    />
    <BooleanInput source="firstOrderOnly" label="First order only" />
    <DateTimeInput source="startsAt" label="Starts" />
    <DateTimeInput source="endsAt" label="Ends" />
    <NumberInput source="maxRedemptions" label="Uses in all (empty: no limit)" min={1} />
    <NumberInput source="maxPerCustomer" label="Uses per customer (empty: no limit)" min={1} />
    <TextInput source="influencerId" label="Influencer id (optional)" />
  </>
);
