import { config } from '@/config';
import { settingsMessages } from '@/messages/settings';

/** The provider's contact form (config.links.company), with the topic as the subject so the support desk knows at once what it is about. */
export function contactHref(topic?: string): string {
  try {
    const url = new URL('/contact', config.links.company);
    if (topic) url.searchParams.set('subject', settingsMessages.contactSubject(topic));
    return url.toString();
  } catch {
    return config.links.company;
  }
}
