import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { userPool as definition } from '../../definitions';

/** Cognito: email sign-in with a name, verified email, and the SPA's public app client. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: definition.name,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true }, fullname: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: definition.passwordPolicy.minLength,
        requireLowercase: definition.passwordPolicy.requireLowercase,
        requireUppercase: definition.passwordPolicy.requireUppercase,
        requireDigits: definition.passwordPolicy.requireNumbers,
        requireSymbols: definition.passwordPolicy.requireSpecialCharacters,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: definition.clientName,
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.minutes(definition.tokenValidity.idTokenMinutes),
      accessTokenValidity: Duration.minutes(definition.tokenValidity.accessTokenMinutes),
      refreshTokenValidity: Duration.days(definition.tokenValidity.refreshTokenDays),
    });
  }
}
