import { CONTACTS } from '@bagdar/contracts';

/** The WhatsApp chat with the message already typed (wa.me accepts `?text=`). */
export function upgradeChatUrl(message: string): string {
  return `${CONTACTS.upgradeWhatsappUrl}?text=${encodeURIComponent(message)}`;
}
