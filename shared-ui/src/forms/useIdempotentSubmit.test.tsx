import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useIdempotentSubmit } from './useIdempotentSubmit';

interface Values {
  name: string;
}

type Send = jest.Mock<Promise<string>, [{ name: string }, string]>;

/** A send that answers `result` at once. */
const answering = (result: string): Send => jest.fn<Promise<string>, [{ name: string }, string]>(async () => result);

/** A one-field form on the hook, showing what a visitor would see. */
function TestForm({ send, valid = true, rules }: { send: Send; valid?: boolean; rules?: Promise<void> }) {
  const [log, setLog] = useState<string[]>([]);
  let n = 0;
  const form = useIdempotentSubmit<Values, { name: string }, string>({
    initial: { name: '' },
    prepare: (v) => {
      const check = () => (valid && v.name.trim() ? { name: v.name.trim() } : null);
      // `rules`: checks loaded on first use, as the contact form's are.
      return rules ? rules.then(check) : check();
    },
    send,
    onSent: (result, payload) => setLog((l) => [...l, `sent ${payload.name} → ${result}`]),
    onFailed: (error) => setLog((l) => [...l, `failed ${String(error)}`]),
    makeKey: () => `key-${Date.now()}-${++n}`,
  });
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)}>
      <label>
        Name
        <input value={form.values.name} onChange={(e) => form.setValue('name', e.currentTarget.value)} />
      </label>
      <button type="submit" disabled={form.sending}>
        {form.sending ? 'Sending' : 'Send'}
      </button>
      <output>{log.join(' | ')}</output>
    </form>
  );
}

const input = () => screen.getByLabelText('Name') as HTMLInputElement;
const submitForm = () => fireEvent.submit(input().closest('form') as HTMLFormElement);

/** A send that waits until the test answers it. */
function deferredSend() {
  const answers: { resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const send: Send = jest.fn<Promise<string>, [{ name: string }, string]>(
    () => new Promise<string>((resolve, reject) => answers.push({ resolve, reject })),
  );
  return { send, answers };
}

describe('useIdempotentSubmit', () => {
  it('sends the prepared payload once with a key, resets the input and reports the result', async () => {
    const send = answering('id 7');
    render(<TestForm send={send} />);
    fireEvent.change(input(), { target: { value: '  Asha ' } });
    await act(async () => submitForm());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Asha' });
    expect(send.mock.calls[0]?.[1]).toMatch(/^key-/);
    expect(input().value).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('sent Asha → id 7');
  });

  it('sends nothing when prepare refuses the input, and keeps it', async () => {
    const send = answering('x');
    render(<TestForm send={send} valid={false} />);
    fireEvent.change(input(), { target: { value: 'Asha' } });
    await act(async () => submitForm());
    expect(send).not.toHaveBeenCalled();
    expect(input().value).toBe('Asha');
    expect(screen.getByRole('button')).toBeEnabled();
  });

  it('a double submit while in flight sends once; the button is disabled until the answer', async () => {
    const { send, answers } = deferredSend();
    render(<TestForm send={send} />);
    fireEvent.change(input(), { target: { value: 'Asha' } });
    act(() => {
      submitForm();
      submitForm();
    });
    expect(screen.getByRole('button')).toBeDisabled();
    expect(screen.getByRole('button')).toHaveTextContent('Sending');
    act(() => submitForm());
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]?.resolve('ok'));
    expect(screen.getByRole('button')).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a failure keeps the input; a retry of the same data reuses the key, changed data gets a new one', async () => {
    const { send, answers } = deferredSend();
    render(<TestForm send={send} />);
    fireEvent.change(input(), { target: { value: 'Ravi' } });
    await act(async () => submitForm());
    await act(async () => answers[0]?.reject({ status: 500 }));
    expect(input().value).toBe('Ravi');
    expect(screen.getByRole('status')).toHaveTextContent('failed [object Object]');
    expect(screen.getByRole('button')).toBeEnabled();

    await act(async () => submitForm());
    await act(async () => answers[1]?.reject(new TypeError('Failed to fetch')));
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);

    fireEvent.change(input(), { target: { value: 'Ravi Kumar' } });
    await act(async () => submitForm());
    expect(send.mock.calls[2]?.[1]).not.toBe(send.mock.calls[0]?.[1]);
    await act(async () => answers[2]?.resolve('stored'));
    expect(input().value).toBe('');
  });

  it('after a success the same data again is a new send with a new key', async () => {
    const send = answering('ok');
    render(<TestForm send={send} />);
    fireEvent.change(input(), { target: { value: 'Asha' } });
    await act(async () => submitForm());
    fireEvent.change(input(), { target: { value: 'Asha' } });
    await act(async () => submitForm());
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1]).not.toBe(send.mock.calls[0]?.[1]);
  });

  it('a key that cannot be made is a failure the form reports, not a crash', async () => {
    const send = answering('ok');
    function NoCrypto() {
      const [seen, setSeen] = useState('');
      const form = useIdempotentSubmit<Values, Values, string>({
        initial: { name: 'kept' },
        prepare: (v) => v,
        send,
        onFailed: (e) => setSeen((e as Error).message),
        makeKey: () => {
          throw new Error('No Web Crypto: cannot make an Idempotency-Key');
        },
      });
      return (
        <form onSubmit={(e) => void form.handleSubmit(e)}>
          <input aria-label="Name" value={form.values.name} readOnly />
          <p role="alert">{seen}</p>
        </form>
      );
    }
    render(<NoCrypto />);
    await act(async () => submitForm());
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('No Web Crypto');
    expect(input().value).toBe('kept');
  });

  it('with rules still loading, a second submit sends nothing more; the send follows the rules', async () => {
    const send = answering('id 9');
    let loaded!: () => void;
    const rules = new Promise<void>((resolve) => (loaded = resolve));
    render(<TestForm send={send} rules={rules} />);
    fireEvent.change(input(), { target: { value: 'Asha' } });
    act(() => submitForm());
    act(() => submitForm());
    expect(send).not.toHaveBeenCalled();
    await act(async () => loaded());
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('sent Asha → id 9');
  });

  it('rules that fail to load are a failure the form reports, and the input stays', async () => {
    const send = answering('x');
    render(<TestForm send={send} rules={Promise.reject(new Error('ChunkLoadError'))} />);
    fireEvent.change(input(), { target: { value: 'Asha' } });
    await act(async () => submitForm());
    expect(send).not.toHaveBeenCalled();
    expect(input().value).toBe('Asha');
    expect(screen.getByRole('status')).toHaveTextContent('failed Error: ChunkLoadError');
    expect(screen.getByRole('button')).toBeEnabled();
  });
});
