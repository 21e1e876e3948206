// A stand-in for an OpenAI-compatible speech-to-text service (speaches, whisper.cpp's server) for the e2e suite:
// the API's real transcription client posts each processed video's audio here. It checks the request is one the
// real services would accept (multipart, a file, verbose_json) and answers with timed segments.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? process.env.TRANSCRIBE_PORT);
/** What the test reads back in the player's captions. */
const SPOKEN = 'Hello, I am ready for take-off.';

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions') {
    response.writeHead(404).end();
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('latin1');
    const multipart = /^multipart\/form-data; boundary=/.test(
      request.headers['content-type'] ?? '',
    );
    if (!multipart || !/name="file"; filename="/.test(body) || !body.includes('verbose_json')) {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'expected a multipart file, verbose_json' } }),
      );
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        task: 'transcribe',
        language: 'english',
        duration: 2.5,
        text: SPOKEN,
        segments: [{ id: 0, start: 0, end: 2.5, text: ` ${SPOKEN}` }],
      }),
    );
  });
});
server.listen(port, '127.0.0.1');
