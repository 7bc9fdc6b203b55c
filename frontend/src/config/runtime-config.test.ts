import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from './runtime-config';

const valid = {
  auth: { Cognito: { userPoolId: 'us-east-1_abc', userPoolClientId: 'client' } },
  supportEmail: 'support@example.com',
};

function respond(body: unknown, status = 200) {
  return (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
}

describe('loadSiteConfig', () => {
  it('reads /config.json and fills the defaults', async () => {
    const config = await loadSiteConfig(respond(valid));

    expect(config).toMatchObject({ apiBaseUrl: '/api', demoVideoUrl: '', auth: { authFlowType: 'USER_SRP_AUTH' } });
  });

  it('refuses a config without the Cognito settings', async () => {
    await expect(loadSiteConfig(respond({ supportEmail: 'a@b.co' }))).rejects.toThrow();
  });

  it('says which HTTP status it got when /config.json is missing', async () => {
    await expect(loadSiteConfig(respond({}, 404))).rejects.toThrow('HTTP 404');
  });
});
