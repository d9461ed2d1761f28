import { type Ctx, sendJson } from '../http.ts';
import type { Router } from '../router.ts';
import { SCOPES } from './store.ts';
import { DEVICE_GRANT } from './token.ts';

/** RFC 8414 discovery on the web host: issuer is the web origin, token endpoints live on the API host. */
export function registerDiscovery(router: Router): void {
  router.get('/.well-known/oauth-authorization-server', (ctx: Ctx) => {
    const { web, api } = ctx.sim.urls;
    sendJson(ctx, 200, {
      issuer: web,
      authorization_endpoint: `${web}/oauth2/authorize`,
      token_endpoint: `${api}/oauth2/token`,
      device_authorization_endpoint: `${api}/oauth2/device`,
      revocation_endpoint: `${api}/oauth2/revoke`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token', DEVICE_GRANT],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: [...SCOPES],
      token_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
      authorization_response_iss_parameter_supported: true,
    });
  });
}
