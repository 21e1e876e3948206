/**
 * What a speech-recognition error code means for the candidate, as a catalogue key: the browser's codes
 * ('audio-capture', 'network'…) say nothing to a person. 'aborted' is our own stop, so nothing is said.
 */
export type DictationErrorKey =
  'micDenied' | 'micUnavailable' | 'network' | 'noSpeech' | 'languageUnsupported' | 'stopped';

export function dictationErrorKey(code: string): DictationErrorKey | null {
  switch (code) {
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'micDenied';
    case 'audio-capture':
      return 'micUnavailable';
    case 'network':
      return 'network';
    case 'no-speech':
      return 'noSpeech';
    case 'language-not-supported':
      return 'languageUnsupported';
    default:
      return 'stopped';
  }
}
