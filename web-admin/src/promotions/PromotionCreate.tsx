import { Create, SimpleForm } from 'react-admin';
import { type PromotionForm, promotionPayload } from './discount';
import { PromotionFields } from './PromotionFields';

/** A new code; the server checks every rule and names the field it refuses. */
export const PromotionCreate = () => (
  <Create
    redirect="list"
    transform={(form: PromotionForm) => promotionPayload(form, { withCode: true })}
  >
    <SimpleForm defaultValues={{ kind: 'percent', firstOrderOnly: false, minSubtotalDollars: 0 }}>
      <PromotionFields withCode />
    </SimpleForm>
  </Create>
);
