/**
 * Local mail stand-in: every mail is kept in the document store (_localMail/{id}) instead of being
 * sent, so `npm start` shows it in the local inbox (GET /_local/inbox, local server only) and the
 * browser journeys read the code from GET /_local/inbox.json.
 */
import type { DocumentStore, Mail, MailPort } from '../../ports';

export interface LocalMail extends Mail {
  id: string;
  sentAt: Date;
}

const COLLECTION = '_localMail';

export class LocalMailbox implements MailPort {
  constructor(
    private readonly store: DocumentStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(mail: Mail): Promise<void> {
    const id = this.store.newId();
    const doc: LocalMail = { id, to: mail.to, subject: mail.subject, text: mail.text, sentAt: this.now() };
    await this.store.set(`${COLLECTION}/${id}`, { ...doc });
  }

  /** Newest first; `to` narrows to one address (compared without case). */
  async list(options: { to?: string; limit?: number } = {}): Promise<LocalMail[]> {
    const docs = await this.store.query<LocalMail>(COLLECTION, { orderBy: [['sentAt', 'desc']], limit: 500 });
    const to = options.to?.toLowerCase();
    return docs
      .map((d) => d.data)
      .filter((m) => !to || m.to.toLowerCase() === to)
      .slice(0, options.limit ?? 100);
  }
}
