type PageAction = { submit: Record<string, string> } | { abort: true };

/**
 * A browser at the provider's pages, as far as a sign-in needs one: it keeps the provider's
 * cookies, follows its redirects, acts on its login and consent pages, and stops at the first
 * redirect that leaves the provider (its answer to the shop).
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  /** Signs in as `login` and consents; answers the URL the provider sends the browser back to. */
  signIn(authorizationUrl: string, login: string): Promise<URL> {
    const loginForm: Record<string, string> = { prompt: 'login', login, password: 'any' };
    return this.walk(new URL(authorizationUrl), (page) => ({
      submit: page.includes('value="login"') ? loginForm : { prompt: 'consent' },
    }));
  }

  /** Gives up at the login page, as a person who changes their mind. */
  refuse(authorizationUrl: string): Promise<URL> {
    return this.walk(new URL(authorizationUrl), () => ({ abort: true }));
  }

  private async walk(start: URL, onPage: (page: string) => PageAction): Promise<URL> {
    let url = start;
    let form: URLSearchParams | undefined;
    for (let step = 0; step < 20; step++) {
      const response = await this.request(url, form);
      form = undefined;
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        if (url.origin !== start.origin) return url;
      } else if (response.status === 200) {
        const action = onPage(await response.text());
        // The development pages post back to themselves and abort at <page>/abort.
        if ('abort' in action) url = new URL(`${url.pathname}/abort`, url);
        else form = new URLSearchParams(action.submit);
      } else {
        throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
      }
    }
    throw new Error('the provider never sent the browser back');
  }

  private async request(url: URL, form?: URLSearchParams): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
      body: form,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}
