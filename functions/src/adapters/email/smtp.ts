/** Production mail: nodemailer over SMTP (SMTP_URL, or SMTP_HOST/PORT/USER/PASS), sender MAIL_FROM. */
import { createTransport, type Transporter } from 'nodemailer';
import { MailUnavailableError, type Mail, type MailPort } from '../../ports';

export interface SmtpSettings {
  /** e.g. smtps://user:pass@smtp.example.jp:465; wins over host/port/user/pass. */
  url: string;
  host: string;
  port: number;
  user: string;
  pass: string;
  from: string;
}

export class SmtpMailer implements MailPort {
  private readonly transport: Transporter;

  constructor(
    private readonly settings: SmtpSettings,
    transport?: Transporter,
  ) {
    this.transport =
      transport ??
      (settings.url
        ? createTransport(settings.url)
        : createTransport({
            host: settings.host,
            port: settings.port,
            // 465 is TLS from the start; other ports upgrade with STARTTLS.
            secure: settings.port === 465,
            auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 15_000,
          }));
  }

  async send(mail: Mail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.settings.from, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (e) {
      // The message text (it holds the code) and the address stay out of the error.
      const code = (e as { code?: string; responseCode?: number }).code ?? (e as { responseCode?: number }).responseCode;
      throw new MailUnavailableError(`smtp send failed${code ? ` (${code})` : ''}`);
    }
  }
}
