export { Dashboard } from './Dashboard';
export { StatusPage } from './StatusPage';
