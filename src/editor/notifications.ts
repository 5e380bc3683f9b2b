import type { ApiClient, NotificationMessage } from '../api/index.ts';

/**
 * The notification bar's rules (document 2 §4, §7): the first message the user has not dismissed;
 * dismissing stores `dismissed-{id}` in local storage; a failed load shows nothing.
 */

export const dismissedKey = (id: NotificationMessage['id']) => `dismissed-${id}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function isDismissed(id: NotificationMessage['id']): boolean {
  const store = storage();
  return store !== null && store.getItem(dismissedKey(id)) !== null;
}

export function dismissNotification(id: NotificationMessage['id']): void {
  try {
    storage()?.setItem(dismissedKey(id), '1');
  } catch {
    // Without storage the message comes back next visit; nothing else is lost.
  }
}

/**
 * The messages not dismissed yet, the one to show first; empty when there are none or the load
 * failed (errors stay silent). Dismissing the first shows the next.
 */
export async function pendingNotifications(api: ApiClient): Promise<NotificationMessage[]> {
  try {
    const list = await api.notifications();
    return list.filter(
      (item) => item && (typeof item.id === 'number' || typeof item.id === 'string') && !isDismissed(item.id),
    );
  } catch {
    return [];
  }
}
