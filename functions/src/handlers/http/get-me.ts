import { api } from '@shared/api/routes';
import { httpHandler } from '../../lib/http';

/** GET /api/me: the caller's id, name and email, straight from the verified token. */
export const handler = httpHandler(api.getMe, async ({ caller }) => ({
  body: { id: caller.sub, name: caller.name, email: caller.email },
}));
