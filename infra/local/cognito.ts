/**
 * cognito-local, embedded: its own router and services, without its express server, so the
 * local gateway can serve it on the product's origin at /cognito and put a thin front on it:
 *
 * - SignUp confirms the new user at once (locally there is no mailbox to read a code from), so
 *   an account made by the SPA or by a script can sign in straight away.
 * - GetTokensFromRefreshToken, which Amplify v6 uses to refresh and cognito-local lacks, is
 *   answered with InitiateAuth REFRESH_TOKEN_AUTH.
 * - Only the public user-pool operations (those Cognito serves to a client id or an access token,
 *   which the SPA's Amplify v6 and the tests call) are served over HTTP. The administrative ones
 *   (Admin*, ListUsers, CreateUserPool, DescribeUserPool...), which in AWS need IAM credentials,
 *   answer 400 NotAuthorizedException: anyone could call them here. The stack itself still calls
 *   them in-process (creating the pool and client, confirming a sign-up).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { userPool } from '../definitions';

const require = createRequire(import.meta.url);

// aws-sdk v2 (cognito-local's dependency) prints an end-of-support notice on load.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
const AWS = require('aws-sdk') as { Lambda: new (config: unknown) => unknown };
const services = require('cognito-local/lib/services');
const { CognitoServiceFactoryImpl } = require('cognito-local/lib/services/cognitoService');
const { CryptoService } = require('cognito-local/lib/services/crypto');
const { StormDBDataStoreFactory } = require('cognito-local/lib/services/dataStore/stormDb');
const { MessageDeliveryService } = require('cognito-local/lib/services/messageDelivery/messageDelivery');
const { otp } = require('cognito-local/lib/services/otp');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');
const { UserPoolServiceFactoryImpl } = require('cognito-local/lib/services/userPoolService');
const { DefaultConfig } = require('cognito-local/lib/server/config');
const { Router } = require('cognito-local/lib/server/Router');
const { CognitoError, UnsupportedError, UserNotFoundError } = require('cognito-local/lib/errors');
const publicKey = require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: object };

/** What the HTTP endpoint serves: the operations of Amplify v6's user-pool client, nothing else. */
export const publicOperations: ReadonlySet<string> = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'ChangePassword',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GlobalSignOut',
  'RevokeToken',
  'DeleteUser',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

/**
 * The administrative operations the functions call (with IAM credentials in AWS): served only on
 * the loopback admin endpoint (cognito-admin.ts), like the other AWS stand-ins, never on the site.
 */
export const adminOperations: ReadonlySet<string> = new Set([
  'AdminUserGlobalSignOut',
  'AdminDeleteUser',
  'AdminGetUser',
]);

type Route = (ctx: unknown, request: Record<string, unknown>) => Promise<Record<string, unknown>>;

export interface LocalCognito {
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  jwks: { keys: object[] };
  /**
   * Answers one Cognito JSON-RPC call from the HTTP endpoint: x-amz-target's operation name and
   * the JSON body. Only `publicOperations`; anything else is refused as Cognito refuses a call
   * without IAM credentials.
   */
  call(target: string, body: Record<string, unknown>): Promise<{ status: number; body: unknown }>;
  /** Answers one of `adminOperations` (the loopback admin endpoint's calls). */
  admin(target: string, body: Record<string, unknown>): Promise<{ status: number; body: unknown }>;
}

const quietLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: (...args: unknown[]) => console.error('[cognito]', ...args),
  child() {
    return quietLogger;
  },
};

/** Codes (for a password reset, say) are printed, since locally there is no mail to send. */
const printingSender = {
  async sendEmail(_ctx: unknown, _user: unknown, destination: string, message: { __code?: string }) {
    console.log(`[cognito] code for ${destination}: ${message.__code ?? '(none)'}`);
  },
  async sendSms(_ctx: unknown, _user: unknown, destination: string, message: { __code?: string }) {
    console.log(`[cognito] code for ${destination}: ${message.__code ?? '(none)'}`);
  },
};

export async function startLocalCognito(options: {
  dataDir: string;
  /** Public base URL of the Cognito front, e.g. http://localhost:3000/cognito. */
  issuerDomain: string;
}): Promise<LocalCognito> {
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const ctx = { logger: quietLogger };
  const config = {
    ...DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: options.issuerDomain },
  };
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService({}, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const route: (target: string) => Route = Router({
    clock,
    cognito,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(printingSender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, withStandardClaims(triggers), config.TokenConfig),
    triggers,
  });

  const { userPoolId, userPoolClientId } = await ensurePoolAndClient(route, ctx);

  /** Errors as Cognito's JSON protocol answers them. */
  async function answer(run: () => Promise<unknown>) {
    try {
      return { status: 200, body: await run() };
    } catch (error) {
      if (error instanceof CognitoError) {
        const { code, message } = error as unknown as { code: string; message: string };
        return { status: 400, body: { __type: code, message } };
      }
      if (error instanceof UnsupportedError) {
        const message = `Cognito Local unsupported feature: ${(error as Error).message}`;
        return { status: 500, body: { __type: 'CognitoLocal#Unsupported', message } };
      }
      throw error;
    }
  }

  async function admin(target: string, body: Record<string, unknown>) {
    if (!adminOperations.has(target)) {
      return { status: 400, body: { __type: 'InvalidParameterException', message: `${target} is not served here.` } };
    }
    if (target !== 'AdminUserGlobalSignOut') return answer(() => route(target)(ctx, body));
    // cognito-local lacks it: what it does is end every refresh token of the user.
    return answer(async () => {
      const pool = await cognito.getUserPool(ctx, body.UserPoolId);
      const user = await pool.getUserByUsername(ctx, body.Username);
      if (!user) throw new UserNotFoundError('User does not exist.');
      await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
      return {};
    });
  }

  async function call(target: string, body: Record<string, unknown>) {
    if (!publicOperations.has(target)) {
      const message = `${target} is not served by the local Cognito endpoint: only the public user-pool operations are.`;
      return { status: 400, body: { __type: 'NotAuthorizedException', message } };
    }
    if (target === 'SignUp') {
      return answer(async () => {
        const result = await route('SignUp')(ctx, body);
        await route('AdminConfirmSignUp')(ctx, { UserPoolId: userPoolId, Username: body.Username });
        return { ...result, UserConfirmed: true };
      });
    }
    if (target === 'GetTokensFromRefreshToken') {
      return answer(async () => {
        const result = await route('InitiateAuth')(ctx, {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: body.ClientId,
          AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
        });
        return { AuthenticationResult: result.AuthenticationResult };
      });
    }
    return answer(() => route(target)(ctx, body));
  }

  return {
    userPoolId,
    userPoolClientId,
    issuer: `${options.issuerDomain}/${userPoolId}`,
    jwks: { keys: [publicKey.jwk] },
    call,
    admin,
  };
}

/**
 * Real Cognito puts the standard attributes (name, picture, ...) in the ID token; cognito-local
 * puts only email. An in-process pre-token-generation trigger adds them, so the token the SPA
 * and the API see has the same claims as in AWS.
 */
const standardClaims = ['name', 'given_name', 'family_name', 'picture', 'locale'];
function withStandardClaims(triggers: { enabled(name: string): boolean }) {
  return Object.assign(Object.create(triggers) as object, {
    enabled: (name: string) => name === 'PreTokenGeneration' || triggers.enabled(name),
    preTokenGeneration: async (_ctx: unknown, event: { userAttributes: { Name: string; Value?: string }[] }) => ({
      claimsOverrideDetails: {
        claimsToAddOrOverride: Object.fromEntries(
          event.userAttributes
            .filter((attribute) => standardClaims.includes(attribute.Name) && attribute.Value)
            .map((attribute) => [attribute.Name, attribute.Value]),
        ),
      },
    }),
  });
}

/** Creates the pool and client from infra/definitions.ts on first start; finds them after. */
async function ensurePoolAndClient(route: (target: string) => Route, ctx: unknown) {
  const pools = (await route('ListUserPools')(ctx, { MaxResults: 60 })).UserPools as {
    Id: string;
    Name: string;
  }[];
  let poolId = pools.find((p) => p.Name === userPool.name)?.Id;
  if (!poolId) {
    const created = await route('CreateUserPool')(ctx, {
      PoolName: userPool.name,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: userPool.passwordPolicy.minLength,
          RequireLowercase: userPool.passwordPolicy.requireLowercase,
          RequireUppercase: userPool.passwordPolicy.requireUppercase,
          RequireNumbers: userPool.passwordPolicy.requireNumbers,
          RequireSymbols: userPool.passwordPolicy.requireSpecialCharacters,
        },
      },
    });
    poolId = (created.UserPool as { Id: string }).Id;
  }
  const clients = (await route('ListUserPoolClients')(ctx, { UserPoolId: poolId, MaxResults: 60 })).UserPoolClients as {
    ClientId: string;
    ClientName: string;
  }[];
  let clientId = clients.find((c) => c.ClientName === userPool.clientName)?.ClientId;
  if (!clientId) {
    const created = await route('CreateUserPoolClient')(ctx, {
      UserPoolId: poolId,
      ClientName: userPool.clientName,
      ExplicitAuthFlows: userPool.authFlows.map((flow) => `ALLOW_${flow}`),
    });
    clientId = (created.UserPoolClient as { ClientId: string }).ClientId;
  }
  return { userPoolId: poolId, userPoolClientId: clientId };
}
