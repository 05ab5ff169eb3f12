import { describe, expect, it } from 'vitest';

import { makeApp } from '../../../test/fixtures';
import {
  applyFavorite,
  applyLike,
  replaceApp,
  restoreFavorite,
  restoreLike,
  withInstalled,
} from './app-actions';

const generator = makeApp({ id: 'password-generator', likesCount: 4 });
const todo = makeApp({ id: 'todo-list', likesCount: 1, isLikedByUser: true, isFavorite: true });
const apps = [generator, todo];

describe('optimistic likes', () => {
  it('likes at once: pressed, one more like, the other apps untouched', () => {
    const next = applyLike(apps, 'password-generator', true);
    expect(next[0]).toMatchObject({ isLikedByUser: true, likesCount: 5 });
    expect(next[1]).toBe(todo);
    expect(apps[0]).toBe(generator);
  });

  it('unlikes at once with one like less, never below zero', () => {
    expect(applyLike(apps, 'todo-list', false)[1]).toMatchObject({ isLikedByUser: false, likesCount: 0 });
    const broken = [makeApp({ id: 'a', likesCount: 0, isLikedByUser: true })];
    expect(applyLike(broken, 'a', false)[0]?.likesCount).toBe(0);
  });

  it('changes nothing when the state is already the one asked for, or the app is unknown', () => {
    expect(applyLike(apps, 'todo-list', true)).toBe(apps);
    expect(applyLike(apps, 'unknown', true)).toBe(apps);
  });

  it('rolls back to the state before the call', () => {
    const optimistic = applyLike(apps, 'password-generator', true);
    const rolledBack = restoreLike(optimistic, 'password-generator', generator);
    expect(rolledBack[0]).toMatchObject({ isLikedByUser: false, likesCount: 4 });
    expect(rolledBack[1]).toBe(todo);
  });

  it('a rollback leaves a favourite changed meanwhile as it is', () => {
    const liked = applyLike(apps, 'password-generator', true);
    const favourite = applyFavorite(liked, 'password-generator', true);
    const rolledBack = restoreLike(favourite, 'password-generator', generator);
    expect(rolledBack[0]).toMatchObject({ isLikedByUser: false, likesCount: 4, isFavorite: true });
  });
});

describe('optimistic favourites', () => {
  it('marks and unmarks at once, and rolls back', () => {
    const next = applyFavorite(apps, 'password-generator', true);
    expect(next[0]?.isFavorite).toBe(true);
    expect(applyFavorite(apps, 'todo-list', false)[1]?.isFavorite).toBe(false);
    expect(restoreFavorite(next, 'password-generator', generator)[0]?.isFavorite).toBe(false);
  });

  it('changes nothing when already in that state', () => {
    expect(applyFavorite(apps, 'todo-list', true)).toBe(apps);
  });
});

describe("the server's answer", () => {
  it('replaces the optimistic version of the app', () => {
    const optimistic = applyLike(apps, 'password-generator', true);
    const fromServer = { ...generator, isLikedByUser: true, likesCount: 9 };
    const next = replaceApp(optimistic, fromServer);
    expect(next[0]).toBe(fromServer);
    expect(next[1]).toBe(todo);
  });
});

describe('installed apps', () => {
  it('adds an app once, updates it in place, and removes it', () => {
    const installed = withInstalled([], generator, true);
    expect(installed.map((app) => app.id)).toEqual(['password-generator']);
    const again = withInstalled([todo, ...installed], { ...generator, likesCount: 8 }, true);
    expect(again.map((app) => app.id)).toEqual(['todo-list', 'password-generator']);
    expect(again[1]?.likesCount).toBe(8);
    expect(withInstalled(again, generator, false).map((app) => app.id)).toEqual(['todo-list']);
  });
});
