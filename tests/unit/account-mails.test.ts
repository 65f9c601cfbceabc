import { describe, expect, expectTypeOf, it } from 'vitest';
import { renderAccountMail, type CompanyData } from '../../server/integrations/mail/account-mails.ts';

const company: CompanyData = {
  name: 'Sonnenschein Reisen',
  company: 'Sonnenschein Reisen GmbH',
  street: 'Hauptstraße 5',
  zip: '80331',
  city: 'München',
  tel: '089 123456',
  email: 'info@sonnenschein.example',
  web: 'https://sonnenschein.example',
  linkImpressum: 'https://sonnenschein.example/impressum',
};

const link = 'https://backoffice.example/confirm?token=abc&step=2';
const disableLink = 'https://backoffice.example/disable/xyz';

describe('renderAccountMail', () => {
  it('registration code: German subject, the code, the link, 30 minutes, and the way to block access', () => {
    const mail = renderAccountMail('registration-code', { code: '482913', link, disableLink, company });
    expect(mail.subject).toBe('Ihr Bestätigungscode für die Registrierung');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('482913');
      expect(body).toContain('30 Minuten');
      expect(body).toContain('Sie waren das nicht? Zugang sperren');
    }
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(`Sie waren das nicht? Zugang sperren: ${disableLink}`);
    expect(mail.html).toContain('href="https://backoffice.example/confirm?token=abc&amp;step=2"');
    expect(mail.html).toContain(`href="${disableLink}"`);
  });

  it('activation: greets by name, links to setting a password, valid 7 days', () => {
    const mail = renderAccountMail('activation', { name: 'Erika Mustermann', link, disableLink, company });
    expect(mail.subject).toBe('Aktivierung Ihres Zugangs');
    expect(mail.text).toContain('Guten Tag Erika Mustermann,');
    expect(mail.text).toContain(`Passwort festlegen: ${link}`);
    expect(mail.text).toContain('7 Tage');
    expect(mail.text).toContain(disableLink);
    expect(mail.html).toContain('Erika Mustermann');
    expect(mail.html).toContain(`href="${disableLink}"`);
  });

  it('password reset: the link, valid 24 hours', () => {
    const mail = renderAccountMail('password-reset', { link, disableLink, company });
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('24 Stunden');
    expect(mail.text).toContain(disableLink);
    expect(mail.html).toContain('href="https://backoffice.example/confirm?token=abc&amp;step=2"');
  });

  it('delete code: the code, valid 30 minutes, and no link', () => {
    const mail = renderAccountMail('delete-code', { code: '105577', company });
    expect(mail.subject).toBe('Ihr Code zum Löschen des Kontos');
    expect(mail.text).toContain('105577');
    expect(mail.text).toContain('30 Minuten');
    expect(mail.html).toContain('105577');
    expect(mail.html).not.toContain('backoffice.example');
  });

  it('ends every mail with the company data, skipping what is empty', () => {
    const mail = renderAccountMail('delete-code', {
      code: '105577',
      company: { ...company, street: null, tel: '  ', email: undefined },
    });
    const footer = mail.text.split('\n-- \n')[1];
    expect(footer).toBe(
      [
        'Sonnenschein Reisen',
        'Sonnenschein Reisen GmbH',
        '80331 München',
        'Web: https://sonnenschein.example',
        'Impressum: https://sonnenschein.example/impressum',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('80331 München');
    expect(mail.html).toContain('<a href="https://sonnenschein.example/impressum">');
    expect(mail.html).not.toContain('Tel.');
  });

  it('escapes hostile company data in the HTML', () => {
    const mail = renderAccountMail('delete-code', {
      code: '105577',
      company: { name: '<script>alert("x")</script>', company: 'Müller & Söhne' },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Müller &amp; Söhne');
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it('renders a javascript: link as text, not as a link', () => {
    const mail = renderAccountMail('password-reset', {
      link: 'javascript:alert(1)',
      disableLink: 'https://backoffice.example/disable/xyz',
      company: { ...company, linkImpressum: 'javascript:alert(2)' },
    });
    expect(mail.html).not.toMatch(/href="javascript:/i);
    expect(mail.html).toContain('Neues Passwort festlegen: javascript:alert(1)');
    expect(mail.html).toContain('Impressum: javascript:alert(2)');
  });

  // The type check is the test: each call below must fail to compile, never to run.
  it('does not compile with an option set of another kind', () => {
    const wrongCalls = [
      // @ts-expect-error a delete code mail has no link
      () => renderAccountMail('delete-code', { code: '1', link, company }),
      // @ts-expect-error an activation mail needs the name
      () => renderAccountMail('activation', { link, disableLink, company }),
      // @ts-expect-error every mail needs the company data
      () => renderAccountMail('password-reset', { link, disableLink }),
      // @ts-expect-error a registration code mail needs the code
      () => renderAccountMail('registration-code', { link, disableLink, company }),
    ];
    expectTypeOf(wrongCalls).items.toBeFunction();
  });
});
