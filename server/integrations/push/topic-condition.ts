/** FCM allows at most five topics in one condition. */
export const MAX_CONDITION_TOPICS = 5;

type Token = { kind: 'topic'; name: string } | { kind: '&&' | '||' | '!' | '(' | ')' };

const TOPIC_TERM = /^'([a-zA-Z0-9-_.~%]+)'\s+in\s+topics/;

function tokens(condition: string): Token[] {
  const found: Token[] = [];
  let rest = condition.trim();
  while (rest.length > 0) {
    const term = TOPIC_TERM.exec(rest);
    if (term) {
      found.push({ kind: 'topic', name: term[1]! });
      rest = rest.slice(term[0].length).trimStart();
      continue;
    }
    const operator = ['&&', '||', '!', '(', ')'].find((candidate) => rest.startsWith(candidate));
    if (!operator) throw new SyntaxError(`Invalid condition near "${rest.slice(0, 20)}"`);
    found.push({ kind: operator as '&&' });
    rest = rest.slice(operator.length).trimStart();
  }
  return found;
}

/**
 * An FCM condition (`'a' in topics && ('b' in topics || !('c' in topics))`) as a test of a device's
 * topics; throws a `SyntaxError` for one FCM would refuse (bad syntax, more than five topics).
 * `&&` binds closer than `||`.
 */
export function parseTopicCondition(condition: string): (topics: ReadonlySet<string>) => boolean {
  const list = tokens(condition);
  if (list.filter((token) => token.kind === 'topic').length > MAX_CONDITION_TOPICS)
    throw new SyntaxError(`A condition names at most ${MAX_CONDITION_TOPICS} topics`);
  let at = 0;
  type Test = (topics: ReadonlySet<string>) => boolean;

  function primary(): Test {
    const token = list[at++];
    if (token?.kind === 'topic') return (topics) => topics.has(token.name);
    if (token?.kind === '!') {
      const inner = primary();
      return (topics) => !inner(topics);
    }
    if (token?.kind === '(') {
      const inner = either();
      if (list[at++]?.kind !== ')') throw new SyntaxError('A parenthesis is not closed');
      return inner;
    }
    throw new SyntaxError('A topic term is missing');
  }
  function both(): Test {
    let test = primary();
    while (list[at]?.kind === '&&') {
      at += 1;
      const left = test;
      const right = primary();
      test = (topics) => left(topics) && right(topics);
    }
    return test;
  }
  function either(): Test {
    let test = both();
    while (list[at]?.kind === '||') {
      at += 1;
      const left = test;
      const right = both();
      test = (topics) => left(topics) || right(topics);
    }
    return test;
  }

  const test = either();
  if (at !== list.length) throw new SyntaxError('The condition goes on after its end');
  return test;
}
