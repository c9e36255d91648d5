import type { Config } from '../../config.js';
import type { MailMessage } from '../../mail/mailer.js';

interface Recipient {
  email: string;
  firstName: string;
  login: string;
}

/** The mail a new user gets when the administrator left the password to the system. */
export function welcomeMail(config: Pick<Config, 'publicUrl'>, user: Recipient, password: string): MailMessage {
  return {
    to: user.email,
    subject: 'Your Tradepool account',
    text: [
      `Hello ${user.firstName},`,
      '',
      'An administrator has created a Tradepool account for you.',
      `Login: ${user.login}`,
      `Temporary password: ${password}`,
      '',
      `Sign in at ${config.publicUrl}/login; you will then be asked to accept the privacy policy and to choose your own password.`,
    ].join('\n'),
  };
}

/** The mail a user gets when an administrator resets their password. */
export function passwordResetMail(config: Pick<Config, 'publicUrl'>, user: Recipient, password: string): MailMessage {
  return {
    to: user.email,
    subject: 'Your Tradepool password has been reset',
    text: [
      `Hello ${user.firstName},`,
      '',
      `An administrator has reset the Tradepool password of "${user.login}"; the previous password no longer works.`,
      `Temporary password: ${password}`,
      '',
      `Sign in at ${config.publicUrl}/login; you will then choose a new password.`,
    ].join('\n'),
  };
}
