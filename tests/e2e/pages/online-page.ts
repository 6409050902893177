/**
 * A tournament online: the director's "Online" section on the overview, the second device's
 * join screen, the spectators' live page, and a table phone's network hand-in as the phone
 * sends it (an HTTP PUT of the hand-in document with its table login, through the app's /sync/).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { e2eDirector } from '../director-login';

/** The director login (`E2E_DIRECTOR`, see director-login.ts). */
export const DIRECTOR = e2eDirector();

export class OnlinePage {
  constructor(readonly page: Page) {}

  section(): Locator {
    return this.page.getByRole('region', { name: 'Online' });
  }

  status(): Locator {
    return this.section().locator('[data-sync-phase]');
  }

  async connect(login = DIRECTOR): Promise<void> {
    const s = this.section();
    await s.getByRole('textbox', { name: 'Name (Turnierleitung)' }).fill(login.name);
    await s.getByLabel('Passwort').fill(login.password);
    await s.getByRole('button', { name: 'Verbinden' }).click();
  }

  async putOnline(): Promise<void> {
    await this.section().getByRole('button', { name: 'Turnier online stellen' }).click();
    await expect(this.status()).toHaveAttribute('data-sync-phase', /idle|active/);
  }

  async join(id: string, login = DIRECTOR): Promise<void> {
    await this.page.goto(`/#/online/join/${id}`);
    await this.page.getByRole('textbox', { name: 'Name (Turnierleitung)' }).fill(login.name);
    await this.page.getByLabel('Passwort').fill(login.password);
    await this.page.getByRole('button', { name: 'Beitreten' }).click();
    await expect(this.page.getByText('Beigetreten. Das Turnier ist auf diesem Gerät.')).toBeVisible();
    await this.page.getByRole('link', { name: 'Zum Turnier' }).click();
  }

  async setRoundOpen(round: number, open: boolean): Promise<void> {
    const s = this.section();
    await s.getByRole('button', { name: open ? 'Abgabe übers Netz öffnen' : 'Abgabe übers Netz schließen' }).click();
    await expect(s.getByText(open ? `Runde ${round}: Tische können übers Netz abgeben.` : `Runde ${round}: Abgabe übers Netz geschlossen (nur per QR-Code).`)).toBeVisible();
  }
}

/** Logins for a round's tables, from the provisioning service (with the director login). */
export async function tableLogins(request: APIRequestContext, id: string, round: number, tables: number[]): Promise<{ table: number; name: string; password: string }[]> {
  const res = await request.post(`/sync/_kb/tournaments/${id}/rounds/${round}/tables`, {
    headers: { authorization: basic(DIRECTOR) },
    data: { tables },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { logins: { table: number; name: string; password: string }[] }).logins;
}

export function basic(login: { name: string; password: string }): string {
  return `Basic ${Buffer.from(`${login.name}:${login.password}`).toString('base64')}`;
}

/** What a table phone does on the network: PUT its hand-in document. Returns status and reason. */
export async function networkHandIn(request: APIRequestContext, login: { name: string; password: string }, doc: { _id: string; tournament: string }): Promise<{ status: number; reason: string }> {
  const res = await request.put(`/sync/kb-h-${doc.tournament}/${encodeURIComponent(doc._id)}`, { headers: { authorization: basic(login) }, data: doc });
  const body = (await res.json()) as { reason?: string };
  return { status: res.status(), reason: body.reason ?? '' };
}
