import type { Endpoint } from '@trousse/contracts/api/endpoint';

import { takeFreemiumRequest } from '../freemium';

/**
 * Whether an anonymous call may go (part 1 §6): calls the endpoint map marks `counted` take one
 * of the device's daily allowance; signed-in users and exempt calls always pass. False: refused
 * on the device, without reaching the server.
 */
export function passesFreemiumGate(
  endpoint: Pick<Endpoint, 'freemium'>,
  isAuthenticated: boolean,
  take: () => boolean = takeFreemiumRequest,
): boolean {
  if (isAuthenticated || endpoint.freemium === 'exempt') return true;
  return take();
}
