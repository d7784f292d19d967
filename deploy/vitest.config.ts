import { nodeProject } from '../vitest.node-project.ts';

export default nodeProject('deploy');
