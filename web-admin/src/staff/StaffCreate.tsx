import type { NewStaffMemberBody } from '@mise/contracts';
import {
  Create,
  email,
  type RaRecord,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
} from 'react-admin';
import { AdminsOnly } from './AdminsOnly';
import { roleChoices } from './roles';

/** Only what the server takes: the form may hold more. */
const payloadOf = (form: NewStaffMemberBody): NewStaffMemberBody => ({
  emailAddress: form.emailAddress,
  firstName: form.firstName,
  lastName: form.lastName,
  staffRole: form.staffRole,
});

/** A new staff member: they are mailed a link to set their password. */
export function StaffCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <AdminsOnly>
      <Create
        transform={payloadOf}
        mutationOptions={{
          onSuccess: (member: RaRecord) => {
            notify(
              `${String(member.emailAddress)} was added and mailed a link to set a password.`,
              {
                type: 'success',
              },
            );
            redirect('list', 'staff');
          },
        }}
      >
        <SimpleForm defaultValues={{ staffRole: 'support' }}>
          <TextInput
            source="emailAddress"
            label="E-mail"
            type="email"
            validate={[required(), email()]}
          />
          <TextInput source="firstName" label="First name" validate={required()} />
          <TextInput source="lastName" label="Last name" validate={required()} />
          <SelectInput
            source="staffRole"
            label="Role"
            choices={roleChoices}
            validate={required()}
          />
        </SimpleForm>
      </Create>
    </AdminsOnly>
  );
}
