// The stack's inbox, read through its Mailpit API: what a recipient actually received.
const mailUrl = `http://127.0.0.1:${process.env.STACK_MAIL_PORT}`;

interface Summary {
  ID: string;
  Subject: string;
}

export interface ReceivedMail {
  subject: string;
  text: string;
  headers: Record<string, string[]>;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${mailUrl}${path}`);
  if (!response.ok) throw new Error(`Inbox ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Every message to `to`, newest first, waiting up to `timeoutMs` for at least one. */
export async function mailsTo(to: string, timeoutMs = 5_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { messages } = await getJson<{ messages: Summary[] }>(
      `/api/v1/search?query=${encodeURIComponent(`to:"${to}"`)}`,
    );
    if (messages.length > 0 || Date.now() > deadline) {
      return Promise.all(
        messages.map(async (m) => ({
          subject: m.Subject,
          text: (await getJson<{ Text: string }>(`/api/v1/message/${m.ID}`)).Text,
          headers: await getJson<Record<string, string[]>>(`/api/v1/message/${m.ID}/headers`),
        })),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
