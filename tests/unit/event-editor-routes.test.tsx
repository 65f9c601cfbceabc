// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/registry/registry.ts';
import { resourceRoutes } from '../../src/routing/resourceRoutes.tsx';

interface RouteProps {
  path: string;
  element: ReactElement<{ resource: string; action: string; children: ReactElement<{ screen: string }> }>;
}

/** Each route's path, the permission it is behind and the screen its page is given. */
const routes = resourceRoutes(registry.resources).map((route) => {
  const { path, element } = (route as ReactElement<RouteProps>).props;
  return {
    path,
    resource: element.props.resource,
    action: element.props.action,
    screen: element.props.children.props.screen,
  };
});

describe('the event editor routes', () => {
  it('open the bespoke editor for create and edit, and the list stays generated', () => {
    const events = routes.filter((route) => route.resource === 'tickets/events');
    expect(events).toEqual(
      expect.arrayContaining([
        { path: '/tickets/events/create', resource: 'tickets/events', action: 'create', screen: 'create' },
        { path: '/tickets/events/:id', resource: 'tickets/events', action: 'edit', screen: 'edit' },
      ]),
    );
    expect(registry.resource('tickets/events')?.screens).toMatchObject({
      list: 'generated',
      create: 'custom/event-editor/editor',
      edit: 'custom/event-editor/editor',
    });
  });

  it('add /refactor for a new event and /refactor/{id} for a saved one, behind the same rights', () => {
    expect(routes.filter((route) => route.path.startsWith('/tickets/events/refactor'))).toEqual([
      { path: '/tickets/events/refactor', resource: 'tickets/events', action: 'create', screen: 'create' },
      { path: '/tickets/events/refactor/:id', resource: 'tickets/events', action: 'edit', screen: 'edit' },
    ]);
  });

  it('give every other resource one route per screen', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routes.filter((route) => route.path.includes('/refactor'))).toHaveLength(2);
  });
});
