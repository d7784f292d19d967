import { Typography } from '@mui/material';
import { email, Login, LoginForm, PasswordInput, required, TextInput } from 'react-admin';

/** react-admin's sign-in page, asking for what the identity service calls the username: the e-mail. */
export const LoginPage = () => (
  <Login>
    <LoginForm>
      <Typography variant="h6" component="h1" align="center">
        Mise console
      </Typography>
      <Typography color="text.secondary" align="center" gutterBottom>
        Sign in with your staff account.
      </Typography>
      <TextInput
        autoFocus
        source="username"
        type="email"
        label="E-mail address"
        autoComplete="username"
        validate={[required(), email()]}
      />
      <PasswordInput
        source="password"
        label="Password"
        autoComplete="current-password"
        validate={required()}
      />
    </LoginForm>
  </Login>
);
