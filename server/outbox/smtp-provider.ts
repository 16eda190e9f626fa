import nodemailer from 'nodemailer';
import type { Message, MessageProvider } from './providers.ts';

export type SmtpSettings = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… (TLS from the start). */
  url: string;
  /** The From header, e.g. "Telo <no-reply@telo.ng>". */
  from: string;
};

/** Email through any SMTP server (nodemailer keeps the protocol details). */
export function smtpProvider(settings: SmtpSettings): MessageProvider {
  const transport = nodemailer.createTransport(settings.url);
  return {
    name: 'smtp',
    async send(message: Message) {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: subjectOf(message.body),
        text: message.body,
      });
    },
    close: () => transport.close(),
  };
}

/** The first sentence, short: "Your Telo code is 123456." */
function subjectOf(body: string) {
  const first = body.split(/(?<=\.)\s/)[0] ?? body;
  return first.length <= 78 ? first : `${first.slice(0, 75)}...`;
}
