export { authProvider } from './authProvider';
export { LoginPage } from './LoginPage';
