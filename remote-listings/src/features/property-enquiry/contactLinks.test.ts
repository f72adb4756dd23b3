import { enquiryMessage, enquirySubject, telHref, whatsappHref, whatsappNumber, whatsappText } from './contactLinks';

describe('telHref', () => {
  it.each([
    ['+91 98100 00000', 'tel:+919810000000'],
    ['098100-00000', 'tel:09810000000'],
    ['(0120) 456 7890', 'tel:01204567890'],
    ['+91 +98100', 'tel:+9198100'],
  ])('%p → %p', (phone, href) => expect(telHref(phone)).toBe(href));

  it.each(['', '   ', 'call us', '+91', '12345'])('%p has no number', (phone) => expect(telHref(phone)).toBeNull());
});

describe('whatsappNumber', () => {
  it.each([
    ['+91 98100 00000', '919810000000'],
    ['9810000000', '919810000000'],
    ['09810000000', '919810000000'],
    ['0091 98100 00000', '919810000000'],
    ['+44 20 7946 0958', '442079460958'],
    ['91-98100-00000', '919810000000'],
    ['(0120) 456 7890', '911204567890'],
  ])('%p → %p', (phone, number) => expect(whatsappNumber(phone)).toBe(number));

  it.each(['', 'none', '12345', '0123456', '+1234567890123456', '0000000000000'])('%p is not usable', (phone) =>
    expect(whatsappNumber(phone)).toBe(''),
  );
});

describe('whatsappHref', () => {
  const url = 'https://www.example.in/residential/noida/ats-pristine-3-bhk/42';

  it('names the property and its page, encoded once', () => {
    const href = whatsappHref('+91 98100 00000', 'ATS Pristine', url);
    expect(href).toBe(
      `https://wa.me/919810000000?text=${encodeURIComponent(`Hello, I am interested in ATS Pristine: ${url}`)}`,
    );
    expect(decodeURIComponent(new URL(href ?? '').searchParams.get('text') ?? '')).toBe(
      whatsappText('ATS Pristine', url),
    );
  });

  it('keeps odd names and URLs inside the text parameter', () => {
    const href = whatsappHref('9810000000', 'Tower A & B #1 ?x=1 50%', `${url}?a=1&b=2#top`) ?? '';
    const parsed = new URL(href);
    expect(parsed.origin + parsed.pathname).toBe('https://wa.me/919810000000');
    expect([...parsed.searchParams.keys()]).toEqual(['text']);
    expect(parsed.hash).toBe('');
    expect(parsed.searchParams.get('text')).toBe(
      `Hello, I am interested in Tower A & B #1 ?x=1 50%: ${url}?a=1&b=2#top`,
    );
  });

  it('is null without a usable number', () => {
    expect(whatsappHref('', 'ATS Pristine', url)).toBeNull();
  });
});

describe('the prefilled texts', () => {
  it('name the property', () => {
    expect(enquiryMessage('ATS Pristine')).toBe('I am interested in ATS Pristine. Please send me more details.');
    expect(enquirySubject('ATS  Pristine\n')).toBe('Enquiry about ATS Pristine');
  });

  it('a subject stays within the 150 characters the API stores', () => {
    const subject = enquirySubject('x'.repeat(400));
    expect(subject).toHaveLength(150);
    expect(subject.endsWith('…')).toBe(true);
    expect(enquirySubject('y'.repeat(136))).toBe(`Enquiry about ${'y'.repeat(136)}`);
  });
});
