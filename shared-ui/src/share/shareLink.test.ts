import { shareLink, SHARE_MESSAGES } from './shareLink';

const target = { title: 'Sky Villa', url: 'https://example.test/residential/noida/sky/1' };

describe('shareLink', () => {
  it('uses the Web Share API when there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    await expect(shareLink(target, { share, clipboard: { writeText } })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Sky Villa', url: target.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('reports nothing when the visitor closes the share sheet', async () => {
    const share = jest.fn().mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'AbortError' }));
    await expect(shareLink(target, { share })).resolves.toBe('cancelled');
    expect(SHARE_MESSAGES.cancelled).toBe('');
  });

  it('copies the link when sharing fails otherwise', async () => {
    const share = jest.fn().mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(shareLink(target, { share, clipboard: { writeText } })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(target.url);
  });

  it('copies the link when there is no Web Share API', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(shareLink(target, { clipboard: { writeText } })).resolves.toBe('copied');
    expect(SHARE_MESSAGES.copied).toBe('Link copied');
  });

  it('fails politely when neither works', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    await expect(shareLink(target, { clipboard: { writeText } })).resolves.toBe('failed');
    await expect(shareLink(target, {})).resolves.toBe('failed');
    await expect(shareLink(target, undefined)).resolves.toBe('failed');
    expect(SHARE_MESSAGES.failed).toMatch(/could not share or copy/);
  });
});
