import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { StaffLead, StaffLeadAnswer, StaffLeadNoteAnswer, StaffLeadsAnswer } from 'contracts/api';
import { buildApp } from '../../app';
import type { SubmissionKind } from '../../db/schema';
import { createTestDatabase, json, type TestDatabase } from '../../test/helpers';
import { addStaff, signIn, staffRequest, type SignedIn, type StaffMember } from '../../test/staff';
import { submissionRef } from '../delivery';

/**
 * The staff leads inbox: who may call each route (session, role, CSRF token), the list's filters
 * and paging, a lead with its notes, status and assignee changes with their audit entries,
 * forgetting a person, the CSV export's defused cells, and what logs and the audit log never hold.
 * Staff routes are hidden from the OpenAPI document, so the app is built without the document check.
 */

const SITE = 'http://localhost:3000';
const ADMIN: StaffMember = { email: 'asha.admin@example.in', password: 'orchid lantern basalt 42', role: 'admin' };
const AGENT: StaffMember = { email: 'anil.agent@example.in', password: 'harbour tulip granite 9', role: 'agent' };
const AGENT2: StaffMember = { email: 'bela.agent@example.in', password: 'saffron pebble quartz 5', role: 'agent' };
const EDITOR: StaffMember = { email: 'eddie.editor@example.in', password: 'copper meadow violin 17', role: 'editor' };
const GONE: StaffMember = { email: 'gone.agent@example.in', password: 'marble canyon ferry 31', role: 'agent' };

let tdb: TestDatabase;
let app: FastifyInstance;
let clock = Date.parse('2026-11-28T10:00:00.000Z');
const ids: Record<string, number> = {};
const session: Record<string, SignedIn> = {};
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await buildApp({
    databaseUrl: tdb.databaseUrl,
    dataDir: tdb.dataDir,
    seed: { listings: 2 },
    logger: true,
    logStream,
    siteUrl: SITE,
    writeRateLimit: 1000,
    now: () => clock,
  });
  for (const who of [ADMIN, AGENT, AGENT2, EDITOR, GONE]) ids[who.email] = await addStaff(app, who, clock);
  for (const who of [ADMIN, AGENT, AGENT2, EDITOR]) session[who.role + who.email] = await signIn(app, who);
  await app.db
    .updateTable('staff_accounts')
    .set({ disabled: 1 })
    .where('id', '=', ids[GONE.email] ?? 0)
    .execute();
});
afterAll(async () => {
  await app.close();
  await tdb.dispose();
});

const as = (who: StaffMember): SignedIn => {
  const s = session[who.role + who.email];
  if (s === undefined) throw new Error(`${who.email} is not signed in`);
  return s;
};
const idOf = (who: StaffMember) => ids[who.email] ?? 0;
const call = (
  method: InjectOptions['method'],
  url: string,
  who?: StaffMember | { cookie?: string; csrf?: string },
  payload?: object,
) => staffRequest(app, method, url, who === undefined ? undefined : 'role' in who ? as(who) : who, payload);

let minute = 0;
/** Stores a lead through the public form route, then dates it `minute` minutes after the start. */
async function submit(kind: SubmissionKind, fields: Record<string, unknown>, at = ++minute): Promise<StaffLeadRef> {
  const res = await app.inject({
    method: 'POST',
    url: kind === 'enquiry' ? '/api/request-form' : '/api/loan-lead',
    payload: fields,
    headers: { referer: `${SITE}/contact` },
    remoteAddress: '198.51.100.20',
  });
  expect(res.statusCode).toBe(200);
  const id = json<{ id: number }>(res).id;
  const created = new Date(Date.parse('2026-11-01T00:00:00.000Z') + at * 60_000).toISOString();
  const table = kind === 'enquiry' ? 'enquiries' : 'loan_leads';
  await app.db.updateTable(table).set({ created_at: created }).where('id', '=', id).execute();
  const row = await app.db.selectFrom(table).select('public_id').where('id', '=', id).executeTakeFirstOrThrow();
  return { table: kind, rowId: id, publicId: row.public_id };
}

interface StaffLeadRef {
  table: SubmissionKind;
  rowId: number;
  publicId: string;
}

const enquiry = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: `98100 ${String(10000 + n)}`,
  subject: `Subject ${n}`,
  message: `Message ${n}`,
  ...extra,
});

const list = async (query: string, who: StaffMember = AGENT) => {
  const res = await call('GET', `/api/staff/leads${query}`, who);
  expect(res.statusCode).toBe(200);
  return json<StaffLeadsAnswer>(res);
};
const urlOf = (lead: Pick<StaffLead, 'kind' | 'id'>) => `/api/staff/leads/${lead.kind}/${lead.id}`;

async function auditOf(subject: string) {
  const rows = await app.db
    .selectFrom('audit_log')
    .select(['account_id', 'via', 'action', 'subject', 'before', 'after'])
    .where('subject', '=', subject)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    account_id: r.account_id === null ? null : Number(r.account_id),
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
  }));
}

let plain: StaffLeadRef;
let onListing: StaffLeadRef;
let loan: StaffLeadRef;
let listing: { id: number; kind: 'residential' | 'commercial'; slug: string; title: string };

beforeAll(async () => {
  const l = await app.db
    .selectFrom('listings')
    .select(['id', 'kind', 'slug', 'title'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  listing = { ...l, id: Number(l.id) };
  plain = await submit('enquiry', enquiry(1));
  onListing = await submit('enquiry', enquiry(2, { property_kind: listing.kind, property_id: listing.id }));
  loan = await submit('loan-lead', { name: 'Loan Seeker', email: 'loan.seeker@example.com', phone: '' });
});

describe('who may call the leads routes', () => {
  const routes = (): [InjectOptions['method'], string, object | undefined][] => [
    ['GET', '/api/staff/leads', undefined],
    ['GET', '/api/staff/leads/export.csv', undefined],
    ['GET', `/api/staff/leads/enquiry/${plain.publicId}`, undefined],
    ['PATCH', `/api/staff/leads/enquiry/${plain.publicId}`, { status: 'contacted' }],
    ['POST', `/api/staff/leads/enquiry/${plain.publicId}/notes`, { text: 'called' }],
    ['DELETE', `/api/staff/leads/enquiry/${plain.publicId}`, undefined],
  ];

  it('401 without a session, on every route', async () => {
    for (const [method, url, body] of routes()) {
      const res = await call(method, url, undefined, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const forged = await call('GET', '/api/staff/leads', { cookie: `staff_session=${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(401);
  });

  it('403 for an editor on every route, and for an agent on the forget route', async () => {
    for (const [method, url, body] of routes()) {
      const res = await call(method, url, EDITOR, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      expect(res.body).not.toContain('visitor1@example.com');
    }
    const agentForget = await call('DELETE', `/api/staff/leads/enquiry/${plain.publicId}`, AGENT);
    expect(agentForget.statusCode).toBe(403);
    expect(await app.db.selectFrom('enquiries').select('id').where('id', '=', plain.rowId).execute()).toHaveLength(1);
  });

  it('403 for a write without the CSRF token, with a wrong one, or from another origin; nothing changes', async () => {
    for (const [method, url, body] of routes().filter(([m]) => m !== 'GET')) {
      const who = method === 'DELETE' ? ADMIN : AGENT;
      const { cookie } = as(who);
      expect((await call(method, url, { cookie }, body)).statusCode).toBe(403);
      expect((await call(method, url, { cookie, csrf: 'wrong' }, body)).statusCode).toBe(403);
      const foreign = await app.inject({
        method,
        url,
        headers: { cookie, 'x-csrf-token': as(who).csrf, origin: 'https://evil.example' },
        ...(body ? { payload: body } : {}),
      });
      expect(foreign.statusCode).toBe(403);
    }
    const row = await app.db
      .selectFrom('enquiries')
      .select(['work_status'])
      .where('id', '=', plain.rowId)
      .executeTakeFirstOrThrow();
    expect(row.work_status).toBe('new');
    expect(await app.db.selectFrom('lead_notes').select('id').execute()).toHaveLength(0);
  });

  it('admins and agents read the inbox, never cached', async () => {
    for (const who of [ADMIN, AGENT]) {
      const res = await call('GET', '/api/staff/leads', who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('the list', () => {
  it('gives every kind with its property, delivery state, work status, assignee and note count', async () => {
    const { leads } = await list('');
    const byId = new Map(leads.map((l) => [l.id, l]));
    expect(byId.get(plain.publicId)).toEqual({
      kind: 'enquiry',
      id: plain.publicId,
      ref: submissionRef('enquiry', plain.publicId),
      receivedAt: '2026-11-01T00:01:00.000Z',
      name: 'Visitor 1',
      phone: '98100 10001',
      email: 'visitor1@example.com',
      subject: 'Subject 1',
      summary: 'Message 1',
      page: `${SITE}/contact`,
      property: null,
      delivery: { state: 'pending', attempts: 0 },
      status: 'new',
      assignee: null,
      noteCount: 0,
    });
    expect(byId.get(onListing.publicId)).toMatchObject({
      kind: 'property-enquiry',
      property: { kind: listing.kind, id: listing.id, slug: listing.slug, title: listing.title },
    });
    expect(byId.get(loan.publicId)).toMatchObject({
      kind: 'loan-lead',
      ref: submissionRef('loan-lead', loan.publicId),
      name: 'Loan Seeker',
      phone: '',
      subject: '',
      summary: 'Home-loan estimate request',
      property: null,
    });
  });

  it('shows the delivery state over every recipient: failed when one is dead, delivered when all went', async () => {
    const outbox = (ref: StaffLeadRef) =>
      app.db.updateTable('delivery_outbox').where('kind', '=', ref.table).where('submission_id', '=', ref.rowId);
    await outbox(plain).set({ state: 'delivered', attempts: 1, delivered_at: '2026-11-01T00:02:00.000Z' }).execute();
    await outbox(loan).set({ state: 'dead', attempts: 3, last_error: '550 no such user' }).execute();
    const { leads } = await list('');
    const byId = new Map(leads.map((l) => [l.id, l]));
    expect(byId.get(plain.publicId)?.delivery).toEqual({ state: 'delivered', attempts: 1 });
    expect(byId.get(loan.publicId)?.delivery).toEqual({ state: 'failed', attempts: 3 });
    expect(byId.get(onListing.publicId)?.delivery).toEqual({ state: 'pending', attempts: 0 });
  });

  it('pages newest first with nextBefore, across both tables, without gaps or repeats', async () => {
    const more: StaffLeadRef[] = [];
    // Two leads at the same minute in different tables, and two in one table: the order still holds.
    more.push(await submit('enquiry', enquiry(10), 50));
    more.push(await submit('loan-lead', { name: 'Tie Loan', email: 'tie@example.com', phone: '9810055555' }, 50));
    more.push(await submit('enquiry', enquiry(11), 50));
    for (let i = 12; i < 17; i++) more.push(await submit('enquiry', enquiry(i)));
    const all = (await list('?limit=200')).leads;
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page: StaffLeadsAnswer = await list(`?limit=3${before === null ? '' : `&before=${before}`}`);
      expect(page.leads.length).toBeLessThanOrEqual(3);
      seen.push(...page.leads.map((l) => l.id));
      before = page.nextBefore;
      pages += 1;
    } while (before !== null && pages < 20);
    expect(seen).toEqual(all.map((l) => l.id));
    expect(new Set(seen).size).toBe(seen.length);
    const times = all.map((l) => l.receivedAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const ref of [...more, plain, loan, onListing]) expect(seen).toContain(ref.publicId);
    expect(pages).toBe(Math.ceil(all.length / 3));
  });

  it('filters by kind, status, assignee and search text; refuses bad parameters', async () => {
    const kinds = async (q: string) => new Set((await list(q)).leads.map((l) => l.kind));
    expect(await kinds('?kind=enquiry')).toEqual(new Set(['enquiry']));
    expect(await kinds('?kind=property-enquiry')).toEqual(new Set(['property-enquiry']));
    expect(await kinds('?kind=loan-lead')).toEqual(new Set(['loan-lead']));

    const target = { kind: 'enquiry', id: plain.publicId } as const;
    expect((await call('PATCH', urlOf(target), AGENT, { status: 'closed', assigneeId: idOf(AGENT2) })).statusCode).toBe(
      200,
    );
    expect((await list('?status=closed')).leads.map((l) => l.id)).toEqual([plain.publicId]);
    expect((await list('?status=new')).leads.map((l) => l.id)).not.toContain(plain.publicId);
    expect((await list(`?assignee=${idOf(AGENT2)}`)).leads.map((l) => l.id)).toEqual([plain.publicId]);
    expect((await list('?assignee=none')).leads.map((l) => l.id)).not.toContain(plain.publicId);
    expect((await list(`?assignee=${idOf(AGENT2)}&status=new`)).leads).toEqual([]);

    // Search: any case, in the name, the address, the phone's digits whatever the spacing, the message.
    expect((await list('?q=VISITOR1%40EXAMPLE')).leads.map((l) => l.id)).toEqual([plain.publicId]);
    expect((await list('?q=9810010001')).leads.map((l) => l.id)).toEqual([plain.publicId]);
    expect((await list('?q=98100-10001')).leads.map((l) => l.id)).toEqual([plain.publicId]);
    expect((await list('?q=loan%20seeker')).leads.map((l) => l.id)).toEqual([loan.publicId]);
    expect((await list('?q=Message%202')).leads.map((l) => l.id)).toEqual([onListing.publicId]);
    // LIKE's wildcards are text here.
    expect((await list('?q=%25')).leads).toEqual([]);
    expect((await list('?q=_')).leads).toEqual([]);

    for (const bad of [
      '?kind=other',
      '?status=done',
      '?assignee=me',
      '?limit=0',
      '?limit=201',
      '?before=!!',
      '?before=eyJ4IjoxfQ',
      '?x=1',
    ])
      expect([bad, (await call('GET', `/api/staff/leads${bad}`, AGENT)).statusCode]).toEqual([bad, 400]);
  });
});

describe('one lead, its work and its notes', () => {
  it('404 for an unknown id or a kind that is not the lead’s; 400 for a malformed id', async () => {
    expect((await call('GET', '/api/staff/leads/enquiry/00000000-0000-4000-8000-000000000000', AGENT)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/staff/leads/loan-lead/${plain.publicId}`, AGENT)).statusCode).toBe(404);
    expect((await call('GET', `/api/staff/leads/property-enquiry/${plain.publicId}`, AGENT)).statusCode).toBe(404);
    expect((await call('GET', '/api/staff/leads/enquiry/12', AGENT)).statusCode).toBe(400);
    expect((await call('GET', `/api/staff/leads/lead/${plain.publicId}`, AGENT)).statusCode).toBe(400);
  });

  it('adds trimmed notes with their author and time; refuses empty and over-long ones; audits ids only', async () => {
    const lead = { kind: 'property-enquiry', id: onListing.publicId } as const;
    clock += 60_000;
    const res = await call('POST', `${urlOf(lead)}/notes`, AGENT, { text: '  Called Visitor 2 on 98100 10002.  ' });
    expect(res.statusCode).toBe(201);
    const { note } = json<StaffLeadNoteAnswer>(res);
    expect(note).toEqual({
      id: expect.any(Number) as number,
      at: new Date(clock).toISOString(),
      author: { id: idOf(AGENT), email: AGENT.email },
      text: 'Called Visitor 2 on 98100 10002.',
    });
    expect((await call('POST', `${urlOf(lead)}/notes`, ADMIN, { text: 'Site visit on Sunday' })).statusCode).toBe(201);
    for (const text of ['', '   ', 'x'.repeat(2001)])
      expect((await call('POST', `${urlOf(lead)}/notes`, AGENT, { text })).statusCode).toBe(400);
    expect((await call('POST', `${urlOf(lead)}/notes`, AGENT, { text: 'x'.repeat(2000) })).statusCode).toBe(201);
    expect((await call('POST', `${urlOf(lead)}/notes`, AGENT, { text: 'a', extra: 1 })).statusCode).toBe(400);

    const detail = json<StaffLeadAnswer>(await call('GET', urlOf(lead), AGENT)).lead;
    expect(detail.message).toBe('Message 2');
    expect(detail.noteCount).toBe(3);
    expect(detail.notes.map((n) => [n.author?.email, n.text.slice(0, 20)])).toEqual([
      [AGENT.email, 'Called Visitor 2 on '],
      [ADMIN.email, 'Site visit on Sunday'],
      [AGENT.email, 'x'.repeat(20)],
    ]);
    const audit = await auditOf(`lead:${submissionRef('enquiry', onListing.publicId)}`);
    expect(audit[0]).toEqual({
      account_id: idOf(AGENT),
      via: 'api',
      action: 'lead.note',
      subject: `lead:${submissionRef('enquiry', onListing.publicId)}`,
      before: null,
      after: { noteId: note.id },
    });
    expect(JSON.stringify(audit)).not.toMatch(/98100|Visitor|visitor2@/);
  });

  it('changes status and assignee with an audit entry each (who, before, after); refuses bad assignees', async () => {
    const lead = { kind: 'loan-lead', id: loan.publicId } as const;
    const subject = `lead:${submissionRef('loan-lead', loan.publicId)}`;
    const contacted = await call('PATCH', urlOf(lead), AGENT, { status: 'contacted' });
    expect(contacted.statusCode).toBe(200);
    expect(json<StaffLeadAnswer>(contacted).lead).toMatchObject({ status: 'contacted', assignee: null, notes: [] });
    const assigned = await call('PATCH', urlOf(lead), ADMIN, { assigneeId: idOf(AGENT) });
    expect(json<StaffLeadAnswer>(assigned).lead.assignee).toEqual({ id: idOf(AGENT), email: AGENT.email });
    // The same values again: nothing changes, nothing is audited.
    expect((await call('PATCH', urlOf(lead), AGENT, { assigneeId: idOf(AGENT) })).statusCode).toBe(200);
    const unassigned = await call('PATCH', urlOf(lead), AGENT, { assigneeId: null, status: 'closed' });
    expect(json<StaffLeadAnswer>(unassigned).lead).toMatchObject({ status: 'closed', assignee: null });

    for (const body of [
      { assigneeId: idOf(GONE) }, // disabled
      { assigneeId: idOf(EDITOR) }, // cannot see leads
      { assigneeId: 999_999 }, // no such account
      { assigneeId: 0 },
      { status: 'done' },
      {},
    ])
      expect([body, (await call('PATCH', urlOf(lead), AGENT, body)).statusCode]).toEqual([body, 400]);
    expect(
      (
        await call('PATCH', `/api/staff/leads/loan-lead/00000000-0000-4000-8000-000000000000`, AGENT, {
          status: 'closed',
        })
      ).statusCode,
    ).toBe(404);

    expect(await auditOf(subject)).toEqual([
      {
        account_id: idOf(AGENT),
        via: 'api',
        action: 'lead.update',
        subject,
        before: { status: 'new', assigneeId: null },
        after: { status: 'contacted', assigneeId: null },
      },
      {
        account_id: idOf(ADMIN),
        via: 'api',
        action: 'lead.update',
        subject,
        before: { status: 'contacted', assigneeId: null },
        after: { status: 'contacted', assigneeId: idOf(AGENT) },
      },
      {
        account_id: idOf(AGENT),
        via: 'api',
        action: 'lead.update',
        subject,
        before: { status: 'contacted', assigneeId: idOf(AGENT) },
        after: { status: 'closed', assigneeId: null },
      },
    ]);
    // Admins read the entries through the audit route too.
    const entries = json<{ entries: { action: string; subject: string }[] }>(
      await call('GET', '/api/staff/audit?limit=500', ADMIN),
    ).entries;
    expect(entries.filter((e) => e.subject === subject).map((e) => e.action)).toEqual([
      'lead.update',
      'lead.update',
      'lead.update',
    ]);
  });
});

describe('the CSV export', () => {
  it('gives the filtered leads with every formula start defused, to admins and agents', async () => {
    const hostile = await submit('enquiry', {
      name: '=HYPERLINK("http://x.example","click")',
      email: 'hostile@example.com',
      phone: '+91 98100 77777',
      subject: 'x;=1+1',
      message: 'fine, then|@SUM(A1)\tand -2 and\r=3',
    });
    const res = await call('GET', '/api/staff/leads/export.csv?q=hostile%40example.com', AGENT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, line, end] = res.body.split('\r\n');
    expect(header).toBe(
      'ref,kind,received_at,name,phone,email,subject,message,page,property_kind,property_id,property_slug,property_title,delivery_state,delivery_attempts,status,assignee,notes',
    );
    expect(end).toBe('');
    expect(line).toContain(`${submissionRef('enquiry', hostile.publicId)},enquiry,`);
    expect(line).toContain(`"'=HYPERLINK(""http://x.example"",""click"")"`);
    expect(line).toContain(`"'+91 98100 77777"`);
    expect(line).toContain(`"x;'=1+1"`);
    expect(line).toContain(`"fine, then|'@SUM(A1)\tand -2 and\r'=3"`);
    expect((await call('GET', '/api/staff/leads/export.csv', ADMIN)).statusCode).toBe(200);

    // The same filters as the list: the loan leads only.
    const loans = await call('GET', '/api/staff/leads/export.csv?kind=loan-lead', ADMIN);
    const rows = loans.body.trim().split('\r\n').slice(1);
    expect(rows.length).toBe((await list('?kind=loan-lead&limit=200')).leads.length);
    expect(rows.every((r) => r.split(',')[1] === 'loan-lead')).toBe(true);
    expect((await call('GET', '/api/staff/leads/export.csv?before=x', ADMIN)).statusCode).toBe(400);

    // The export is in the audit log: who, how many, which filters; never the search text.
    const audit = await auditOf('leads');
    expect(audit[0]).toMatchObject({
      account_id: idOf(AGENT),
      action: 'lead.export',
      after: { rows: 1, search: true },
    });
    expect(JSON.stringify(audit)).not.toContain('hostile');
  });
});

describe('forgetting a person', () => {
  it('admins delete every lead of the person behind a lead, with notes, deliveries and .eml copies; audited by reference', async () => {
    const person = { name: 'Forget Me', email: 'Forget.Me@example.com', phone: '+91 97000 11111' };
    const a = await submit('enquiry', { ...person, subject: 'Flat', message: 'Please call' });
    const b = await submit('loan-lead', { name: person.name, email: 'forget.me@example.com', phone: '' });
    const c = await submit('enquiry', {
      ...person,
      email: 'other.address@example.com',
      subject: 'Plot',
      message: 'Hi',
    });
    const keep = await submit('enquiry', enquiry(99));
    const lead = { kind: 'enquiry', id: a.publicId } as const;
    expect((await call('POST', `${urlOf(lead)}/notes`, AGENT, { text: 'Asked to be forgotten' })).statusCode).toBe(201);
    const mailDir = path.join(tdb.dataDir, 'mail');
    fs.mkdirSync(mailDir, { recursive: true });
    // The mail folder's copy of the enquiry, as a folder delivery names it (<ref>.eml).
    const eml = path.join(mailDir, `${submissionRef('enquiry', a.publicId)}.eml`);
    fs.writeFileSync(eml, 'Reply-To: forget.me@example.com\r\n\r\nPhone: +91 97000 11111\r\n');

    const res = await call('DELETE', urlOf(lead), ADMIN);
    expect(res.statusCode).toBe(200);
    // Matched by address (any case) or by phone: the enquiry from another address with the same phone goes too.
    expect(json(res)).toEqual({ deleted: { enquiries: 2, loanLeads: 1 } });
    expect(fs.existsSync(eml)).toBe(false);
    for (const ref of [a, b, c]) {
      const table = ref.table === 'enquiry' ? 'enquiries' : 'loan_leads';
      expect(await app.db.selectFrom(table).select('id').where('public_id', '=', ref.publicId).execute()).toEqual([]);
      expect(
        await app.db
          .selectFrom('delivery_outbox')
          .select('id')
          .where('kind', '=', ref.table)
          .where('submission_id', '=', ref.rowId)
          .execute(),
      ).toEqual([]);
    }
    expect(await app.db.selectFrom('lead_notes').select('id').where('enquiry_id', '=', a.rowId).execute()).toEqual([]);
    expect((await call('GET', urlOf(lead), AGENT)).statusCode).toBe(404);
    expect((await call('DELETE', urlOf(lead), ADMIN)).statusCode).toBe(404);
    expect((await call('GET', `/api/staff/leads/enquiry/${keep.publicId}`, AGENT)).statusCode).toBe(200);
    expect((await list('?q=forget')).leads).toEqual([]);

    const audit = await auditOf(`lead:${submissionRef('enquiry', a.publicId)}`);
    const forgot = audit.find((e) => e.action === 'lead.forget');
    expect(forgot).toMatchObject({ account_id: idOf(ADMIN), after: null });
    expect((forgot?.before as { leads: string[] }).leads.sort()).toEqual(
      [
        submissionRef('enquiry', a.publicId),
        submissionRef('loan-lead', b.publicId),
        submissionRef('enquiry', c.publicId),
      ].sort(),
    );
    const everything = JSON.stringify(await app.db.selectFrom('audit_log').selectAll().execute());
    expect(everything).not.toMatch(/forget\.me|97000|Forget Me/i);
  });
});

describe('the logs', () => {
  it('hold no name, phone, e-mail address, note or search text of the leads', async () => {
    const text = logLines.join('');
    expect(text).toMatch(/staff leads export|lead updated|lead note added|person forgotten/);
    for (const secret of [
      'visitor1@example.com',
      '98100',
      'Visitor 2',
      'forget.me',
      'Asked to be forgotten',
      'hostile',
      AGENT.email,
    ])
      expect([secret, text.toLowerCase().includes(secret.toLowerCase())]).toEqual([secret, false]);
  });
});
