import { readEmailjsSettings, sendEmailCopy } from './emailCopy';
import { useTestConfig } from '../../test/testConfig';

const send = jest.fn();
jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { send: (...args: unknown[]) => send(...args) } }));

const ENQUIRY = { name: 'A', email: 'a@b.in', phone: '9810000000', subject: 'S', message: 'M', website: '' };
const SETTINGS = { serviceId: 'svc', templateId: 'tpl', publicKey: 'pk' };

beforeEach(() => {
  send.mockReset();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('sendEmailCopy', () => {
  it('is skipped without the provider settings', async () => {
    useTestConfig();
    expect(readEmailjsSettings()).toBeNull();
    expect(await sendEmailCopy(ENQUIRY)).toBe('skipped');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the enquiry fields with the configured ids and logs the result', async () => {
    useTestConfig({ emailjs: SETTINGS });
    expect(readEmailjsSettings()).toEqual(SETTINGS);
    send.mockResolvedValue({ status: 200, text: 'OK' });
    expect(await sendEmailCopy(ENQUIRY)).toBe('sent');
    expect(send).toHaveBeenCalledWith(
      'svc',
      'tpl',
      { name: 'A', email: 'a@b.in', phone: '9810000000', subject: 'S', message: 'M' },
      { publicKey: 'pk' },
    );
    expect(console.info).toHaveBeenCalled();
  });

  it('only logs a provider failure', async () => {
    send.mockRejectedValue({ status: 451, text: 'headless' });
    expect(await sendEmailCopy(ENQUIRY, SETTINGS)).toBe('failed');
    expect(console.error).toHaveBeenCalled();
  });
});
