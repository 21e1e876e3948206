import type { LegalText } from './legal-section';

/** Πολιτική Απορρήτου (/privacy): ελληνικές ενότητες GDPR, έπειτα οι αγγλικές ενότητες των seeds. 21 Ιουλίου 2025. */
export const privacyText: LegalText = {
  title: 'Πολιτική Απορρήτου',
  dateLine: 'Τελευταία ενημέρωση: 21 Ιουλίου 2025',
  lang: 'el',
  intro: [
    'Η παρούσα Πολιτική εξηγεί ποια προσωπικά δεδομένα συλλέγει το Takeoff, γιατί, για πόσο τα κρατά και ποια δικαιώματα έχετε σύμφωνα με τον Γενικό Κανονισμό για την Προστασία Δεδομένων (ΕΕ) 2016/679 (GDPR).',
  ],
  sections: [
    {
      heading: '1. Υπεύθυνος επεξεργασίας',
      paragraphs: ['Υπεύθυνος επεξεργασίας είναι το Takeoff. Για κάθε θέμα προσωπικών δεδομένων επικοινωνήστε στο privacy@takeoff.example.'],
    },
    {
      heading: '2. Ποια δεδομένα συλλέγουμε',
      paragraphs: [],
      items: [
        'Στοιχεία λογαριασμού: όνομα, email, ρόλος (υποψήφιος ή εταιρεία) και κωδικός πρόσβασης, αποθηκευμένος μόνο ως κρυπτογραφικό αποτύπωμα (argon2id).',
        'Βίντεο και pitch: η εικόνα και η φωνή σας, ο τίτλος, οι δεξιότητες και η απομαγνητοφώνηση του pitch σας.',
        'Δραστηριότητα: αιτήσεις, μηνύματα, συνεντεύξεις, βαθμολογίες, αποθηκευμένες θέσεις και ειδοποιήσεις.',
        'Εγγραφές συγκατάθεσης: πότε δώσατε ή ανακαλέσατε τη συγκατάθεσή σας, η διεύθυνση IP, ο φυλλομετρητής, η συνεδρία και η έκδοση των όρων.',
        'Τεχνικά δεδομένα: συνεδρίες σύνδεσης (IP και φυλλομετρητής) και αρχεία καταγραφής ασφαλείας.',
      ],
    },
    {
      heading: '3. Σκοποί και νομική βάση',
      paragraphs: [],
      items: [
        'Αξιολόγηση ταλέντου και αντιστοίχιση με θέσεις εργασίας, επεξεργασία και μη καταχωρισμένη ανάρτηση βίντεο: με τη συγκατάθεσή σας (άρθρο 6 παρ. 1 α).',
        'Λειτουργία του λογαριασμού, αιτήσεις, μηνύματα και συνεντεύξεις: για την εκτέλεση της σύμβασης μαζί σας (άρθρο 6 παρ. 1 β).',
        'Τήρηση των εγγραφών συγκατάθεσης και ασφάλεια της υπηρεσίας: για συμμόρφωση με νομική υποχρέωση και για το έννομο συμφέρον μας στην προστασία των χρηστών (άρθρο 6 παρ. 1 γ και στ).',
      ],
    },
    {
      heading: '4. Τα δικαιώματά σας',
      paragraphs: ['Έχετε δικαίωμα:'],
      items: [
        'πρόσβασης και φορητότητας: από τις Ρυθμίσεις λογαριασμού κατεβάζετε όλα τα δεδομένα σας σε αρχείο JSON·',
        'διόρθωσης ανακριβών στοιχείων·',
        'διαγραφής («δικαίωμα στη λήθη»): από τις Ρυθμίσεις λογαριασμού διαγράφετε τον λογαριασμό σας και όλο το περιεχόμενό του αμέσως·',
        'ανάκλησης της συγκατάθεσης οποιαδήποτε στιγμή, εξίσου εύκολα όσο τη δώσατε·',
        'περιορισμού και εναντίωσης στην επεξεργασία·',
        'υποβολής καταγγελίας στην Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα.',
      ],
    },
    {
      heading: '5. Διατήρηση και διαγραφή',
      paragraphs: [
        'Τα βίντεο και τα pitch διαγράφονται μετά τη διαδικασία πρόσληψης ή όταν το ζητήσετε. Αν ο λογαριασμός μείνει ανενεργός για μεγάλο διάστημα (προεπιλογή: δύο έτη), το pitch και τα βίντεο διαγράφονται αυτόματα, αφού λάβετε ειδοποίηση 14 ημέρες νωρίτερα. Οι εγγραφές συγκατάθεσης διατηρούνται επ’ αόριστον ως απόδειξη, με σημείωση της διαγραφής του λογαριασμού.',
      ],
    },
  ],
  secondPart: {
    title: 'Privacy Policy (English)',
    lang: 'en',
    sections: [
      {
        heading: 'How we use your information',
        paragraphs: ['We use your information only to run the recruitment service you signed up for:'],
        items: [
          'to show your video pitch, anonymously, to companies looking for talent, and to match you with jobs;',
          'to deliver applications, messages, interview invitations and notifications between candidates and companies;',
          'to compute weekly rankings from ratings and a transcript analysis of your pitch that companies see as a hint, never as a decision;',
          'to keep the service secure, prevent abuse and prove the consents you gave.',
        ],
        after: ['We do not sell your data and we do not use it for advertising.'],
      },
      {
        heading: 'Information sharing',
        paragraphs: [
          'Companies see your pitch without your name or email. They learn your name and email only when you apply to one of their jobs. We share data with processors that host the service (servers, object storage, the video platform where pitches may be posted unlisted, meeting providers for interview links) under contracts that bind them to our instructions. We disclose data to authorities only when the law requires it.',
        ],
      },
      {
        heading: 'Your rights under GDPR',
        paragraphs: [
          'You may access, export, correct and delete your data, restrict or object to processing, and withdraw consent at any time. Account settings offer one-click withdrawal, a full JSON export and immediate account deletion; for anything else write to privacy@takeoff.example. We answer within one month.',
        ],
      },
      {
        heading: 'Data security',
        paragraphs: [
          'Passwords are stored only as argon2id hashes. Sessions use random tokens kept hashed on the server and sent in HttpOnly cookies. Connections are encrypted in transit, access to data is limited by role and ownership on the server, and videos are served only to signed-in users entitled to see them.',
        ],
      },
      {
        heading: 'Data retention',
        paragraphs: [
          'Pitches and videos are deleted after the hiring process, on request, on account deletion, or after a long period of inactivity (two years by default) with a notice 14 days before. Security logs are kept for up to two years. Consent records are kept indefinitely as proof, marked when the account is deleted.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          'We store data in the European Economic Area where possible. When a processor (for example the video platform) handles data outside the EEA, the transfer relies on an adequacy decision or on the European Commission’s Standard Contractual Clauses with additional safeguards.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use one strictly necessary cookie that keeps you signed in. The browser’s local storage keeps a few preferences (such as sound muted) and, if a consent could not reach our server, a note to send it again. We use no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: ['For any privacy question or request, contact privacy@takeoff.example.'],
      },
      {
        heading: 'Supervisory authority',
        paragraphs: [
          'You have the right to lodge a complaint with the Hellenic Data Protection Authority (Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα, Kifissias 1-3, 115 23 Athens, www.dpa.gr) or with the supervisory authority of the EU country where you live or work.',
        ],
      },
    ],
  },
};
