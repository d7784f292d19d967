export { authProvider } from './authProvider';
export { LoginPage } from './LoginPage';
export { useStaffMay } from './useStaffMay';
