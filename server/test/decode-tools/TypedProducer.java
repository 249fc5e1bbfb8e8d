import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.DoubleSerializer;
import org.apache.kafka.common.serialization.FloatSerializer;
import org.apache.kafka.common.serialization.IntegerSerializer;
import org.apache.kafka.common.serialization.LongSerializer;
import org.apache.kafka.common.serialization.Serializer;
import org.apache.kafka.common.serialization.ShortSerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.serialization.UUIDSerializer;

/**
 * Writes records with Kafka's own serializers, for the decoding tests: the console must read what
 * Java applications write with them. Run as a single source file on Kafka's classpath:
 *   java -cp '.deps/kafka/lib/*' TypedProducer.java <bootstrap> <topic>
 * Reads "keyType<TAB>key<TAB>valueType<TAB>value" lines on stdin (types: string, short, int, long,
 * float, double, uuid) and writes each to partition 0, in order; prints the offset of each.
 */
public class TypedProducer {
  static Serializer<?> serializer(String type) {
    switch (type) {
      case "string": return new StringSerializer();
      case "short": return new ShortSerializer();
      case "int": return new IntegerSerializer();
      case "long": return new LongSerializer();
      case "float": return new FloatSerializer();
      case "double": return new DoubleSerializer();
      case "uuid": return new UUIDSerializer();
      default: throw new IllegalArgumentException("unknown type " + type);
    }
  }

  static Object parse(String type, String text) {
    switch (type) {
      case "string": return text;
      case "short": return Short.parseShort(text);
      case "int": return Integer.parseInt(text);
      case "long": return Long.parseLong(text);
      case "float": return Float.parseFloat(text);
      case "double": return Double.parseDouble(text);
      case "uuid": return UUID.fromString(text);
      default: throw new IllegalArgumentException("unknown type " + type);
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  static byte[] bytes(String topic, String type, String text) {
    return ((Serializer) serializer(type)).serialize(topic, parse(type, text));
  }

  public static void main(String[] args) throws Exception {
    Properties props = new Properties();
    props.put("bootstrap.servers", args[0]);
    props.put("acks", "all");
    String topic = args[1];
    ByteArraySerializer raw = new ByteArraySerializer();
    try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(props, raw, raw)) {
      BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      String line;
      while ((line = in.readLine()) != null) {
        if (line.isEmpty()) continue;
        String[] f = line.split("\t", 4);
        byte[] key = bytes(topic, f[0], f[1]);
        byte[] value = bytes(topic, f[2], f[3]);
        System.out.println(producer.send(new ProducerRecord<>(topic, 0, key, value)).get().offset());
      }
    }
  }
}
