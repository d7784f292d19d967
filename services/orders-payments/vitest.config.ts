import { nodeProject } from '../../vitest.node-project.ts';

export default nodeProject('orders-payments');
