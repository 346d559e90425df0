import { describe, expect, it } from 'vitest';
import { sm2 } from 'sm-crypto';
import { authHandshakeSign, authHeaders, decryptAuthField, deriveKey1, deriveKey2 } from '../../../src/catalogue/appAuth.ts';
import { encryptVotePayload, sm2DecryptHex, sm2EncryptHex, sm3Hex, sm4DecryptBase64, sm4EncryptBase64, sm4EncryptBlockHex } from '../../../src/catalogue/smCipher.ts';
import { ssoHeaders, ssoProgramSign, ssoSecret } from '../../../src/catalogue/ssoProgramSign.ts';
import { wechatJsSignature } from '../../../src/catalogue/wechatSignature.ts';
import { canonicalPayload, hmacSha256Signer, md5Signer, signPayload, PAYLOAD_SIGN_PARAM } from '../../../src/catalogue/payloadSigning.ts';

// Vectors from PLATFORM.md (§4.2, §4.3, §6.2 and the SM standards' examples).
const API_DATA = 'MTYwMDAwMDAwMDAwMDE2MDAwMDAwMDAwMDAxNjAwMDAwMDAwMDAw';

describe('SM standard vectors', () => {
  it('SM4 (GB/T 32907-2016): one block, ECB, no padding', () => {
    const hex = '0123456789abcdeffedcba9876543210';
    expect(sm4EncryptBlockHex(hex, hex)).toBe('681edf34d206965e86b3e94f536e4246');
  });

  it('SM3 (GB/T 32905-2016): sm3("abc")', () => {
    expect(sm3Hex('abc')).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
  });

  it('SM4 with PKCS#7 round-trips, base64 of the bytes', () => {
    const key = '0123456789abcdeffedcba9876543210';
    const cipher = sm4EncryptBase64('投票 vote', key);
    expect(Buffer.from(cipher, 'base64').length % 16).toBe(0);
    expect(sm4DecryptBase64(cipher, key)).toBe('投票 vote');
  });

  it('the vote payload is one SM4 cipher text of afsData, device, data', () => {
    const key = '0123456789abcdeffedcba9876543210';
    const cipher = encryptVotePayload({ afsData: 'a', device: 'dev', data: { voteId: 1 } }, key);
    expect(JSON.parse(sm4DecryptBase64(cipher, key))).toEqual({ afsData: 'a', device: 'dev', data: { voteId: 1 } });
  });
});

describe('SM2 user-id encryption', () => {
  const keys = sm2.generateKeyPairHex();

  it('adds the 04 prefix sm-crypto leaves out, and round-trips', () => {
    const cipher = sm2EncryptHex('152', keys.publicKey);
    expect(cipher.startsWith('04')).toBe(true);
    // C1 is a 64-byte point, C3 a 32-byte hash: with 04 the hex is 2 + 128 + 64 + 2·len.
    expect(cipher.length).toBe(2 + 128 + 64 + 6);
    expect(sm2DecryptHex(cipher, keys.privateKey)).toBe('152');
  });

  it('a failed decrypt returns "" rather than throwing', () => {
    const other = sm2.generateKeyPairHex();
    const cipher = sm2EncryptHex('152', keys.publicKey);
    expect(sm2DecryptHex(cipher, other.privateKey)).toBe('');
    expect(sm2DecryptHex('04zz', keys.privateKey)).toBe('');
  });
});

describe('app_if handshake (PLATFORM.md §4.2 synthetic vectors)', () => {
  it('cuts key1 and key2 from api-data', () => {
    expect(deriveKey1(API_DATA)).toBe('AwMDYwMDAwMDAwMDAwwMDAwM');
    expect(deriveKey2(API_DATA)).toBe('MDAwMDAwMDAwMDAwMDE2MDAx');
  });

  it('decrypts appKey and appSecret with key1 (3DES-ECB, Node 24 OpenSSL)', () => {
    const key1 = deriveKey1(API_DATA);
    expect(decryptAuthField('MjU5NzRiMWEyNTg5NDkwNzY4YjkzNDdiZDk3ZTdmMGNkMjEwOTcyZTVmNTEwOWRiOWE2MmY0Yzk2Y2I2NmZhMmZhMTE2ODAyOTJhMTJhNjI=', key1)).toBe('00112233445566778899aabbccddeeff');
    expect(decryptAuthField('NWM0Mjg3NWRmN2Q0ZThlN2JlMmJhNjIzMWIzNzg0ZTI3NzZlNDQyNTg1NzM5ODBiNWM5YTVlYWEwODM0OGE3MWZhMTE2ODAyOTJhMTJhNjI=', key1)).toBe('ffeeddccbbaa99887766554433221100');
  });

  it('decrypts the authToken with key2', () => {
    expect(decryptAuthField('M2MyMTk0NmMxMDRhMTJlODljNTkxZTc2NmU1ZDI3MWEzYzIxOTQ2YzEwNGExMmU4OWM1OTFlNzY2ZTVkMjcxYWIyNTM0ZmJmM2RjMjRiY2M=', deriveKey2(API_DATA))).toBe(
      '0123456789abcdef0123456789abcdef',
    );
  });

  it('returns null for a wrong key or a garbled field', () => {
    expect(decryptAuthField('MjU5NzRiMWEyNTg5NDkwNzY4YjkzNDdiZDk3ZTdmMGNkMjEwOTcyZTVmNTEwOWRiOWE2MmY0Yzk2Y2I2NmZhMmZhMTE2ODAyOTJhMTJhNjI=', deriveKey2(API_DATA))).toBeNull();
    expect(decryptAuthField('not base64 hex', deriveKey1(API_DATA))).toBeNull();
    expect(decryptAuthField('AAAA', 'short')).toBeNull();
  });

  it('signs the auth form: md5(appSecret + time + appSecret[2:7])', () => {
    expect(authHandshakeSign('ffeeddccbbaa99887766554433221100', '1600000001000')).toBe('dc361a14358c0f048f9593a8a9da1bfd');
  });

  it('signs every later request: md5(token + appSecret + time)', () => {
    expect(authHeaders('0123456789abcdef0123456789abcdef', 'ffeeddccbbaa99887766554433221100', '1600000001000')).toEqual({
      authtoken: '0123456789abcdef0123456789abcdef',
      time: '1600000001000',
      sign: '73ae0ef4988c75a96a301abb71a75a22',
    });
  });
});

describe('SSO program-sign (PLATFORM.md §4.3)', () => {
  const input = { devid: 'test-device', random: '12345', timestamp: '1600000000000', token: '', version: '1.0.0' };

  it('derives the secret and the sign in the listed order', () => {
    const secret = ssoSecret(input);
    expect(secret).toBe('b1deda085e19270ac62231191d6a1f0b');
    expect(
      ssoProgramSign(
        [
          ['devid', 'test-device'],
          ['siteid', '1'],
          ['phone', '13800000000'],
        ],
        secret,
      ),
    ).toBe('edcc797d617ff376e7d25f9e186f7636');
  });

  it('builds all headers, leaving out names the server would refuse', () => {
    const headers = ssoHeaders(input, [
      ['devid', 'test-device'],
      ['siteid', '1'],
      ['phone', '13800000000'],
      ['bad-name', 'x'],
    ]);
    expect(headers['program-params']).toBe('devid,siteid,phone');
    expect(headers['program-sign']).toBe('edcc797d617ff376e7d25f9e186f7636');
    expect(headers.token).toBe('');
    expect(headers.version).toBe('1.0.0');
  });
});

describe('WeChat JS-SDK signature (PLATFORM.md §6.2 official example)', () => {
  it('matches the documented signature', () => {
    expect(
      wechatJsSignature({
        jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value#fragment',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});

describe('payload signing (docs/decisions/020)', () => {
  it('signs the sorted, raw canonical form and ignores an earlier signature', () => {
    const params: Array<[string, string]> = [
      ['t', '1'],
      ['siteId', '1'],
      ['a', 'x y'],
    ];
    expect(canonicalPayload(params)).toBe('a=x y&siteId=1&t=1');
    expect(canonicalPayload([...params, [PAYLOAD_SIGN_PARAM, 'old']])).toBe('a=x y&siteId=1&t=1');
    const signed = signPayload(params, 'k', hmacSha256Signer);
    expect(signed.at(-1)?.[0]).toBe(PAYLOAD_SIGN_PARAM);
    expect(signed.at(-1)?.[1]).toMatch(/^[0-9a-f]{64}$/);
    expect(md5Signer(params, 'k')).toMatch(/^[0-9a-f]{32}$/);
  });
});
