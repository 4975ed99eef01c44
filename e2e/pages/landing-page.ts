import type { Page } from '@playwright/test';
import { Header } from './header';

/** `/`: the public landing page. */
export class LandingPage {
  readonly header: Header;

  constructor(private readonly page: Page) {
    this.header = new Header(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }
}
