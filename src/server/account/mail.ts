/**
 * Outgoing mail through nodemailer over the SMTP server of SMTP_URL. Without one the message is
 * written to the server log, so a self-hosted instance still lets its operator hand out a reset
 * link (the README says so).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

let transport: { url: string; transporter: Transporter } | null = null;

export async function sendMail(config: ServerConfig, log: FastifyBaseLogger, mail: Mail): Promise<void> {
  if (config.onMail) {
    await config.onMail(mail);
    return;
  }
  const url = config.mail?.smtpUrl ?? null;
  if (!url) {
    // No SMTP configured: the operator reads the message (and its link) in the log.
    log.warn({ to: mail.to, subject: mail.subject }, `mail not sent (no SMTP_URL): ${mail.text}`);
    if (!config.logger) console.warn(`[kitsmith] mail to ${mail.to} not sent (no SMTP_URL):\n${mail.text}`);
    return;
  }
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  await transport.transporter.sendMail({ from: config.mail?.from, ...mail });
}

/**
 * Sends once the reply has gone: an SMTP round trip must not make the answer slower for a real
 * account than for an unknown one (the attack run: 600 ms against 2 ms). Failures go to the log.
 */
export function sendMailLater(config: ServerConfig, log: FastifyBaseLogger, mail: Mail): void {
  setImmediate(() => {
    sendMail(config, log, mail).catch((error: unknown) =>
      log.error({ to: mail.to, error: String(error) }, 'mail could not be sent'),
    );
  });
}
