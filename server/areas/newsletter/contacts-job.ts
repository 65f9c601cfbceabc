import { setTimeout as sleep } from 'node:timers/promises';
import type { MailjetSystem } from '../../integrations/mailjet/mailjet-system.ts';
import { callMailjet, mailjetUnavailable } from './mailjet-errors.ts';

/** How often and how long a change asks Mailjet whether its contacts job is done: a minute. */
const JOB_POLL_MS = 250;
const JOB_POLLS = 240;

/**
 * Waits until Mailjet has done a `managemanycontacts` job (an import, a list brought up to date before
 * a send); a job that fails or does not end in time is Mailjet failing: 502, and the change is undone.
 */
export async function awaitContactsJob(mailjet: MailjetSystem, listId: number, jobId: number) {
  for (let poll = 0; poll < JOB_POLLS; poll += 1) {
    const job = await callMailjet(() => mailjet.manyContactsJob(listId, jobId));
    if (job.status === 'Completed') return;
    if (job.status === 'Error')
      throw mailjetUnavailable(`Mailjet's contacts job ${jobId} failed: ${job.error ?? 'no reason given'}`);
    await sleep(JOB_POLL_MS);
  }
  throw mailjetUnavailable(`Mailjet's contacts job ${jobId} did not end in time`);
}
