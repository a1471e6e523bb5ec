import { describe, expect, it } from 'vitest';
import { classifyTarget, isValidHost } from '../../server/http/request-target';

describe('isValidHost', () => {
  it.each([
    'kodea.pe',
    'kodea.pe:443',
    'KODEA.PE',
    'localhost',
    '127.0.0.1:3000',
    '[::1]',
    '[::1]:3000',
    'my_app',
    'kodea.pe.',
  ])('accepts %j', (host) => expect(isValidHost(host)).toBe(true));

  it.each([
    '',
    '[::1',
    'host:80:80',
    'a@b',
    'user:secret@kodea.pe',
    'a b',
    'kodea.pe:99999',
    'kodea.pe:',
    '[zz::1]',
    '[::1]x',
    'kodea.pe/x',
    'kodea..pe',
    '.kodea.pe',
    'kodea.pe\\x',
    'é.pe',
  ])('refuses %j', (host) => expect(isValidHost(host)).toBe(false));
});

describe('classifyTarget', () => {
  it.each([
    ['/', '/'],
    ['/cursos?edad=8_to_11', '/cursos?edad=8_to_11'],
    ['/a//b', '/a//b'],
    ['http://kodea.pe/cursos?x=1', '/cursos?x=1'],
    ['https://kodea.pe:443', '/'],
    ['http://kodea.pe?x=1', '/?x=1'],
  ])('%j is the path %j', (target, path) => {
    expect(classifyTarget(target)).toEqual({ kind: 'ok', path });
  });

  it.each([
    ['//', '/'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['http://kodea.pe//evil.example', '/evil.example'],
  ])('%j redirects to %j', (target, location) => {
    expect(classifyTarget(target)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    '*',
    'cursos',
    '',
    'http://a@b/',
    'http://[::1/',
    'ftp://kodea.pe/',
    'javascript:alert(1)',
    '\\\\evil.example',
  ])('refuses %j', (target) => expect(classifyTarget(target)).toEqual({ kind: 'bad' }));
});
