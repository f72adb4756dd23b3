/**
 * Share a page: the Web Share API where the browser has it, otherwise copy the link. The result
 * says what happened so the button can confirm it or apologise.
 */
export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface SharedPage {
  title: string;
  url: string;
}

export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
};

export async function shareLink(target: SharedPage, nav: ShareNavigator | undefined): Promise<ShareResult> {
  if (nav && typeof nav.share === 'function') {
    try {
      await nav.share({ title: target.title, url: target.url });
      return 'shared';
    } catch (e) {
      // The visitor closed the share sheet: nothing to report. Other failures fall back to copying.
      if (e instanceof Error && e.name === 'AbortError') return 'cancelled';
    }
  }
  if (nav?.clipboard && typeof nav.clipboard.writeText === 'function') {
    try {
      await nav.clipboard.writeText(target.url);
      return 'copied';
    } catch {
      return 'failed';
    }
  }
  return 'failed';
}

export const SHARE_MESSAGES: Record<ShareResult, string> = {
  shared: '',
  cancelled: '',
  copied: 'Link copied',
  failed: 'Sorry, we could not share or copy the link. Please copy it from the address bar.',
};
