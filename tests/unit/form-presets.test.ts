import { describe, expect, it } from 'vitest';
import { createPresets } from '../../src/screens/form/model/formPresets.ts';
import { editableFields } from '../../src/screens/form/model/formLayout.ts';
import { registry } from '../../src/registry/registry.ts';

// A new record may start from values the address gives (a web menu's "new item" opens the item form
// with its menu chosen): only fields one may write, each read as its type.

const items = editableFields(registry.entities['internet/web-menu-item']!);
const users = editableFields(registry.entities['users/user']!);

describe('the presets of a new record', () => {
  it('are the defaults without a query', () => {
    expect(createPresets(items, new URLSearchParams())).toMatchObject({ position: 0, active: true, title: undefined });
  });

  it('take the address’s values for fields of the form, each as its type', () => {
    const presets = createPresets(items, new URLSearchParams('id_web_menu=3&position=4&active=false&title=Reisen'));
    expect(presets).toMatchObject({ id_web_menu: 3, position: 4, active: false, title: 'Reisen' });
  });

  it('leave out values that do not suit their field, fields the form does not have, and write-only ones', () => {
    const presets = createPresets(
      items,
      new URLSearchParams('id_web_menu=drei&active=ja&id_web_menu_item=9&version=2'),
    );
    expect(presets).toMatchObject({ id_web_menu: undefined, active: true });
    expect(presets).not.toHaveProperty('id_web_menu_item');
    expect(presets).not.toHaveProperty('version');
    expect(createPresets(users, new URLSearchParams('password=geheim')).password).toBeUndefined();
  });
});
