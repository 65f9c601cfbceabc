import { CODE_VALID_MINUTES } from './phone-code.ts';

/** The languages the code is sent in: German, and English for every other console language. */
export type CodeLanguage = 'de' | 'en';

export const codeLanguage = (language: string | undefined): CodeLanguage =>
  language === undefined || language === 'de' ? 'de' : 'en';

/** The SMS: short, within one segment. */
export const codeSms = (code: string, language: CodeLanguage) =>
  language === 'de'
    ? `Ihr Bestätigungscode: ${code}. Er ist ${CODE_VALID_MINUTES} Minuten gültig.`
    : `Your verification code: ${code}. It is valid for ${CODE_VALID_MINUTES} minutes.`;

/** The mail sent instead of the SMS: subject and paragraphs. */
export function codeMail(code: string, mobile: string, language: CodeLanguage) {
  return language === 'de'
    ? {
        subject: 'Ihr Code zur Bestätigung Ihrer Mobilnummer',
        paragraphs: [
          'Guten Tag,',
          `Ihr Code zur Bestätigung der Mobilnummer ${mobile} lautet:`,
          code,
          `Der Code ist ${CODE_VALID_MINUTES} Minuten gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.`,
        ],
      }
    : {
        subject: 'Your code to verify your mobile number',
        paragraphs: [
          'Hello,',
          `your code to verify the mobile number ${mobile} is:`,
          code,
          `The code is valid for ${CODE_VALID_MINUTES} minutes. If you did not ask for it, please ignore this email.`,
        ],
      };
}
