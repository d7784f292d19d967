export { StaffAccessList } from './StaffAccessList';
export { STAFF_ACCESS, staffAccessPage } from './staffAccessLog';
