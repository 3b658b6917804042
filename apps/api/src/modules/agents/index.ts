// What other modules may use of the agents module.
export { requestAgentMembership } from './agent-requests.service.ts';
