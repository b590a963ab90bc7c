import { expect, test } from 'vitest';
import { TableRuntime, type TableLink } from './runtime.ts';

test('ready: a frame drawn since loading with the table in it, not the room alone', () => {
  const table = new TableRuntime({} as TableLink);
  const group = { visible: false };
  table.tableGroup = group;
  table.frameDrawn(false); // the room before loading
  expect(table.ready()).toBe(false);
  table.markLoaded();
  // React hid the boundary again (a suspend) before the group showed: the room alone.
  table.frameDrawn(false);
  expect(table.ready()).toBe(false);
  group.visible = true;
  table.markLoaded(); // the boundary shown again: its Ready compiles and marks loaded anew
  table.frameDrawn(false);
  expect(table.ready()).toBe(true);
  expect(table.frames()).toBe(3);
});

test('ready without a group to look at (a runtime outside TableView): any frame since loading', () => {
  const table = new TableRuntime({} as TableLink);
  table.frameDrawn(false);
  expect(table.ready()).toBe(false);
  table.markLoaded();
  table.frameDrawn(false);
  expect(table.ready()).toBe(true);
});
